import { activeBundles, visibleZones, type Catalogue, type CatalogueRow } from '../catalogue/catalogue';
import { bundlePriceCents, withVatCents } from '../pricing/pricing';
import { formatDataAmount } from './data-amount';
import { MESSAGES } from '../validation/messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days a trip needs a bundle for: the days between the dates rounded up, plus one (arrive and leave
 * on the same day = 1 day). Measured on the wall clock so that a daylight-saving change inside the
 * trip does not add or drop a day. Never less than 1.
 */
export function tripLengthDays(start: Date, end: Date): number {
  const offsetShiftMs = (end.getTimezoneOffset() - start.getTimezoneOffset()) * 60 * 1000;
  const days = Math.ceil((end.getTime() - start.getTime() - offsetShiftMs) / DAY_MS) + 1;
  return Math.max(1, days);
}

/** '1 day' or 'N days'. */
export function daysLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

export type BundleOffer = {
  id: string;
  /** Zone plus size in GB, e.g. 'Europe 5GB'. */
  name: string;
  /** '{n}GB data for {d} days in {zone}'. */
  description: string;
  /** Cents before VAT. */
  price: number;
  /** Cents including VAT. */
  priceWithVat: number;
  /** GB. */
  dataAmount: number;
  validityDays: number;
  regions: string[];
  isPopular: false;
  zone: string;
  /** '5GB', or '512MB' for bundles under 1 GB. */
  size: string;
  /** Names of the countries the bundle covers. */
  countries: string[];
  bundleId: string;
};

/** The offer a catalogue row makes: its zone's countries and its price from the zone's table. */
export function offerFromRow(
  catalogue: Catalogue,
  row: CatalogueRow,
  kind: 'esim' | 'topup' = 'esim',
): BundleOffer {
  const zone = row.BundleZone;
  const mb = row['Bundle Value (MB)'];
  const days = row['Bundle Validity Period (Days)'];
  const dataAmount = mb / 1024;
  const price = bundlePriceCents(catalogue, zone, mb, kind);
  return {
    id: row['Bundle ID'],
    name: `${zone} ${formatDataAmount(mb)}`,
    description: `${formatDataAmount(mb)} data for ${days} days in ${zone}`,
    price,
    priceWithVat: withVatCents(price),
    dataAmount,
    validityDays: days,
    regions: [zone],
    isPopular: false,
    zone,
    size: formatDataAmount(mb),
    countries: catalogue.zones.find((z) => z.name === zone)?.countries.map((c) => c.name) ?? [],
    bundleId: row['Bundle ID'],
  };
}

export type BundleSearch = {
  /** Selected country names. */
  countries: string[];
  startDate: Date | null;
  endDate: Date | null;
};

export type BundleSearchResult = {
  offers: BundleOffer[];
  /** The lookup message; shown as an error when no offers remain, otherwise as an amber warning. */
  message: string | null;
  messageLevel: 'error' | 'warning' | null;
  /** Set when the countries lie in different zones and no single bundle covers them all. */
  warning: string | null;
};

const normalise = (name: string) => name.trim().toLowerCase();

/** Among offers of the same zone and data amount, the one with the longest validity. */
export function longestPerZoneAndSize(offers: BundleOffer[]): BundleOffer[] {
  const best = new Map<string, BundleOffer>();
  for (const offer of offers) {
    const key = `${offer.zone}\u0000${offer.dataAmount}`;
    const current = best.get(key);
    if (!current || offer.validityDays > current.validityDays) best.set(key, offer);
  }
  return [...best.values()];
}

export const byPrice = (a: BundleOffer, b: BundleOffer) =>
  a.price - b.price || a.validityDays - b.validityDays || a.bundleId.localeCompare(b.bundleId);

/** The bundles that suit a trip, with the lookup message and warning of the bundle search rules. */
export function searchBundles(catalogue: Catalogue, search: BundleSearch): BundleSearchResult {
  const selected = [...new Set(search.countries.map(normalise).filter((name) => name !== ''))];
  if (selected.length === 0) {
    return result([], MESSAGES.search.noDestination, null);
  }

  const zones = visibleZones(catalogue);
  const zoneCovers = (zoneName: string) => {
    const names = new Set(zones.find((z) => z.name === zoneName)?.countries.map((c) => normalise(c.name)));
    return selected.every((name) => names.has(name));
  };
  const covering = activeBundles(catalogue).filter((row) => zoneCovers(row.BundleZone));

  const everyCountryInSomeZone = selected.every((name) =>
    zones.some((zone) => zone.countries.some((c) => normalise(c.name) === name)),
  );
  const warning = covering.length === 0 && everyCountryInSomeZone ? MESSAGES.search.notSingleBundle : null;
  if (covering.length === 0) {
    return result([], MESSAGES.search.noCoverage, warning);
  }

  const offers = covering.map((row) => withSelectedFirst(offerFromRow(catalogue, row), selected));
  const tripDays =
    search.startDate && search.endDate ? tripLengthDays(search.startDate, search.endDate) : null;
  const longEnough = tripDays === null ? offers : offers.filter((offer) => offer.validityDays >= tripDays);
  if (longEnough.length === 0) {
    return result(longestPerZoneAndSize(offers).sort(byPrice), MESSAGES.search.tripTooLong, warning);
  }
  return result(longestPerZoneAndSize(longEnough).sort(byPrice), null, warning);
}

/**
 * The offer with the traveller's own destinations at the head of its country list, so that summaries
 * showing the first few names (checkout, cart) show where the traveller is going.
 */
function withSelectedFirst(offer: BundleOffer, selected: string[]): BundleOffer {
  const chosen = new Set(selected);
  const isChosen = (name: string) => chosen.has(normalise(name));
  return {
    ...offer,
    countries: [...offer.countries.filter(isChosen), ...offer.countries.filter((name) => !isChosen(name))],
  };
}

function result(offers: BundleOffer[], message: string | null, warning: string | null): BundleSearchResult {
  const messageLevel = message === null ? null : offers.length === 0 ? 'error' : 'warning';
  return { offers, message, messageLevel, warning };
}
