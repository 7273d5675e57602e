import type { Catalogue } from '../catalogue/catalogue';
import { activeBundles } from '../catalogue/catalogue';
import { byPrice, longestPerZoneAndSize, offerFromRow, type BundleOffer } from './search';

/**
 * The zone an eSIM's bundle belongs to, from any catalogue row with that id (a bundle no longer
 * sold still names its zone); null for an id the catalogue does not know.
 */
export function zoneOfBundle(catalogue: Catalogue, bundleId: string | null | undefined): string | null {
  if (!bundleId) return null;
  return catalogue.bundles.find((row) => row['Bundle ID'] === bundleId)?.BundleZone ?? null;
}

/**
 * A bundle's name as the shop's offers call it (zone and data amount, e.g. 'Europe 1GB'), from any
 * catalogue row with that id, so a bundle no longer sold is still named; null for an unknown id.
 */
export function bundleNameOf(catalogue: Catalogue, bundleId: string | null | undefined): string | null {
  const row = bundleId
    ? catalogue.bundles.find((candidate) => candidate['Bundle ID'] === bundleId)
    : undefined;
  return row ? offerFromRow(catalogue, row).name : null;
}

/**
 * The top-ups an eSIM of `zone` can take: the zone's active bundles, priced from the zone's top-up
 * table (same tiers and VAT as eSIMs), one per data amount (the longest validity), cheapest first.
 * A bundle without a top-up price is not offered.
 */
export function topUpOffers(catalogue: Catalogue, zone: string): BundleOffer[] {
  const offers = activeBundles(catalogue)
    .filter((row) => row.BundleZone === zone)
    .map((row) => offerFromRow(catalogue, row, 'topup'))
    .filter((offer) => offer.priceWithVat > 0);
  return longestPerZoneAndSize(offers).sort(byPrice);
}

/** The top-up offer with this bundle id for an eSIM of `zone`, or null when it is not one of them. */
export function findTopUpOffer(catalogue: Catalogue, zone: string, bundleId: string): BundleOffer | null {
  return topUpOffers(catalogue, zone).find((offer) => offer.bundleId === bundleId) ?? null;
}
