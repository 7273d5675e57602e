import * as z from '../../shared/validation/zod';
import { parseIsoDay, type LinkedTrip } from '../../shared/bundles/planner-link';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import { formatEur } from '../../shared/pricing/money';
import { isKnownCountryCode, placeCountries, placesNamed } from './destinations';
import { knowledgeFor } from './knowledge';
import { findTripOffers, formatTripOffers, OFFERS_IN_REPLY } from './trip-offers';

/**
 * The shop's knowledge as tools a language model may call: the planner's bundle search and the help
 * passages. Inputs come from the model, so each is checked with its schema like any request.
 */

export const bundleSearchInput = z.object({
  countries: z
    .array(z.string().check(z.minLength(1), z.maxLength(80)))
    .check(
      z.minLength(1),
      z.maxLength(30),
      z.describe(
        'Destination countries or zones, in any language, or ISO alpha-2 codes (e.g. "Spain", "IT").',
      ),
    ),
  days: z
    .optional(z.int().check(z.gte(1), z.lte(365)))
    .check(z.describe('Trip length in days, when no dates are known.')),
  from: z.optional(z.string()).check(z.describe('Arrival date, YYYY-MM-DD.')),
  to: z.optional(z.string()).check(z.describe('Departure date, YYYY-MM-DD.')),
});

export const helpSearchInput = z.object({
  query: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(300),
      z.describe('What the traveller wants to know, in English keywords.'),
    ),
});

export const SHOP_TOOLS = {
  search_bundles: {
    description:
      "The shop's own bundle search, the same as its trip planner: the cheapest eSIM bundles covering the countries for the trip, with prices as the shop shows them (VAT included) and a link that opens the planner on those results.",
    input: bundleSearchInput,
  },
  search_help: {
    description:
      "The shop's FAQ, installation guide, terms and help topics: installing, activation, validity, refunds, dual SIM, coverage, payment, eSIM status, missing e-mails.",
    input: helpSearchInput,
  },
} as const;

/** Runs the planner's bundle search for a model's request. */
export function searchBundlesTool(
  catalogue: Catalogue,
  input: z.infer<typeof bundleSearchInput>,
  today: Date,
): Record<string, unknown> {
  const places = input.countries.flatMap((name) => {
    const code = name.trim().toUpperCase();
    return /^[A-Z]{2}$/.test(code) && isKnownCountryCode(code)
      ? [{ kind: 'country' as const, code }]
      : placesNamed(catalogue, name);
  });
  const countries = placeCountries(catalogue, places);
  const arrival = parseIsoDay(input.from ?? null);
  const departure = parseIsoDay(input.to ?? null);
  const trip: LinkedTrip | null =
    arrival && departure ? { arrival, departure } : input.days ? { days: input.days } : null;
  const offers = findTripOffers(catalogue, { countries, trip, today });
  return {
    countries: offers.countries,
    notCovered: offers.unsold,
    tripDays: offers.tripDays,
    offers: (offers.search?.offers ?? []).slice(0, OFFERS_IN_REPLY).map((offer) => ({
      name: offer.name,
      description: offer.description,
      validityDays: offer.validityDays,
      price: formatEur(offer.priceWithVat),
    })),
    totalOffers: offers.search?.offers.length ?? 0,
    message: offers.search?.message ?? null,
    warning: offers.search?.warning ?? null,
    plannerLink: offers.link,
    suggestedReply: formatTripOffers(offers),
  };
}

/** The help passages that best answer a model's query. */
export function searchHelpTool(brandName: string, input: z.infer<typeof helpSearchInput>) {
  return {
    passages: knowledgeFor(brandName)
      .find(input.query)
      .map(({ doc }) => ({
        title: doc.title,
        text: doc.answer,
        ...(doc.link && { link: doc.link.href, linkLabel: doc.link.label }),
      })),
  };
}

export type ToolOutcome = { ok: true; json: Record<string, unknown> } | { ok: false; error: string };

/** Runs one tool call of a model; a call the schemas refuse answers an error the model can read. */
export function runShopTool(
  name: string,
  input: unknown,
  context: { catalogue: Catalogue; brandName: string; today: Date },
): ToolOutcome {
  const refused = (error: z.core.$ZodError) => ({
    ok: false as const,
    error: `Invalid input: ${z.prettifyError(error)}`,
  });
  switch (name) {
    case 'search_bundles': {
      const parsed = bundleSearchInput.safeParse(input);
      return parsed.success
        ? { ok: true, json: searchBundlesTool(context.catalogue, parsed.data, context.today) }
        : refused(parsed.error);
    }
    case 'search_help': {
      const parsed = helpSearchInput.safeParse(input);
      return parsed.success
        ? { ok: true, json: searchHelpTool(context.brandName, parsed.data) }
        : refused(parsed.error);
    }
    default:
      return { ok: false, error: `There is no tool called ${name}.` };
  }
}
