import {
  PLANNER_LINK_PATH,
  plannerLink,
  readPlannerLink,
  type LinkedTrip,
  type TripPreselection,
} from '../../shared/bundles/planner-link';
import {
  daysLabel,
  searchBundles,
  tripLengthDays,
  type BundleSearchResult,
} from '../../shared/bundles/search';
import { visibleZones, type Catalogue } from '../../shared/catalogue/catalogue';
import type { Country } from '../../shared/catalogue/countries';
import { formatEur } from '../../shared/pricing/money';
import { MESSAGES } from '../../shared/validation/messages';

/** Offers a reply lists: the planner shows the same number before 'Show N more options'. */
export const OFFERS_IN_REPLY = 3;

/** The planner's answer for a trip, and the link that opens the planner on exactly that answer. */
export type TripOffers = {
  /** Countries the shop sells bundles for, as the planner will select them. */
  countries: string[];
  /** Countries named that no bundle of the shop covers. */
  unsold: string[];
  preselection: TripPreselection | null;
  tripDays: number | null;
  search: BundleSearchResult | null;
  link: string | null;
};

/**
 * What the planner shows for these countries and this trip. The search runs on what the planner
 * itself reads back from the link (readPlannerLink), so the offers, their order and their prices are
 * the planner's own for the same input.
 */
export function findTripOffers(
  catalogue: Catalogue,
  input: { countries: readonly Country[]; trip: LinkedTrip | null; today: Date },
): TripOffers {
  const sold = new Set(visibleZones(catalogue).flatMap((zone) => zone.countries.map((c) => c.alpha2)));
  const unsold = input.countries.filter((c) => !sold.has(c.alpha2)).map((c) => c.name);
  const codes = input.countries.filter((c) => sold.has(c.alpha2)).map((c) => c.alpha2);
  if (codes.length === 0 || unsold.length > 0) {
    return { countries: [], unsold, preselection: null, tripDays: null, search: null, link: null };
  }
  const link = plannerLink(codes, input.trip);
  const preselection = readPlannerLink(
    new URL(link, 'https://shop.invalid').searchParams,
    catalogue,
    input.today,
  );
  if (!preselection) {
    return { countries: [], unsold, preselection: null, tripDays: null, search: null, link: null };
  }
  const { arrival, departure } = preselection;
  return {
    countries: preselection.countries,
    unsold,
    preselection,
    tripDays: arrival && departure ? tripLengthDays(arrival, departure) : null,
    search: searchBundles(catalogue, {
      countries: preselection.countries,
      startDate: arrival,
      endDate: departure,
    }),
    link,
  };
}

/** 'Spain', 'Spain and Italy', 'Spain, Italy and France'; more than four as 'Spain, Italy and 3 more'. */
export function listNames(names: readonly string[]): string {
  if (names.length > 4) return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The planner's answer as a chat reply: the cheapest offers with their prices as the planner shows
 * them (VAT included), the planner's own messages, and the link to the planner's results.
 */
export function formatTripOffers(offers: TripOffers): string {
  if (offers.unsold.length > 0) {
    return `Sorry, we have no bundle that covers ${listNames(offers.unsold)}. [See where our bundles work](${PLANNER_LINK_PATH})`;
  }
  const { search, link, preselection } = offers;
  if (!search || !link || !preselection) return '';
  const where = `**${listNames(offers.countries)}**`;
  const when =
    preselection.arrival && preselection.departure && offers.tripDays !== null
      ? ` for ${daysLabel(offers.tripDays)} (${dayMonthYear.format(preselection.arrival)} to ${dayMonthYear.format(preselection.departure)})`
      : '';
  const notes = [search.message, search.warning].filter((text): text is string => Boolean(text));
  if (search.offers.length === 0) {
    return [
      `For ${where}${when}: ${notes.join(' ') || MESSAGES.search.noSuitableFallback}`,
      `[Try other dates or destinations in the planner](${link})`,
    ].join('\n\n');
  }
  const lines = search.offers
    .slice(0, OFFERS_IN_REPLY)
    .map(
      (offer) => `- **${offer.name}**: ${offer.description}, ${formatEur(offer.priceWithVat)} (VAT included)`,
    );
  const more = search.offers.length - OFFERS_IN_REPLY;
  const intro = when
    ? `The cheapest bundles for ${where}${when}:`
    : `Yes, we cover ${where}. Our cheapest bundles there:`;
  return [
    intro,
    lines.join('\n'),
    ...notes,
    `[${more > 0 ? `See all ${search.offers.length} bundles` : 'Choose your bundle'} in the planner](${link})`,
  ].join('\n\n');
}
