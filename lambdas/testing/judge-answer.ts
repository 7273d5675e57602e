import { readPlannerLink } from '../../shared/bundles/planner-link';
import { searchBundles, type BundleOffer } from '../../shared/bundles/search';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import { countryFromCode } from '../../shared/catalogue/countries';
import { formatEur } from '../../shared/pricing/money';
import { addDays } from '../../shared/validation/trip-dates';
import type { LocalAnswer } from '../adapters/local-chat-assistant';
import type { ExpectedAnswer } from './traveller-questions';

/** What the trip planner shows when a traveller opens this link: the same steps as its results page. */
export function plannerResults(catalogue: Catalogue, link: string, today: Date): BundleOffer[] {
  const preselection = readPlannerLink(new URL(link, 'https://shop.example').searchParams, catalogue, today);
  if (!preselection) return [];
  return searchBundles(catalogue, {
    countries: preselection.countries,
    startDate: preselection.arrival,
    endDate: preselection.departure,
  }).offers;
}

/** The planner's results for the trip a question really asks about, worked out from the table alone. */
export function expectedResults(catalogue: Catalogue, expected: ExpectedAnswer, today: Date): BundleOffer[] {
  if (expected.kind !== 'bundle') return [];
  const { countries } = expected;
  const codes = Array.isArray(countries)
    ? countries
    : (catalogue.zones.find((zone) => zone.name === countries.zone)?.countries.map((c) => c.alpha2) ?? []);
  const names = codes.map((code) => countryFromCode(code).name);
  const start = 'days' in expected.trip ? today : new Date(`${expected.trip.from}T00:00:00`);
  const end =
    'days' in expected.trip
      ? addDays(today, expected.trip.days - 1)
      : new Date(`${expected.trip.to}T00:00:00`);
  return searchBundles(catalogue, { countries: names, startDate: start, endDate: end }).offers;
}

/** The offer lines of a bundle reply, as 'name|price'. */
export function offersInReply(text: string): string[] {
  return [...text.matchAll(/^- \*\*(.+?)\*\*: .*?(€[\d,]+\.\d\d)/gm)].map((m) => `${m[1]}|${m[2]}`);
}

/** The planner link of a reply. */
export function linkInReply(text: string): string | null {
  return /\]\((\/bundleselector\?[^)]+)\)/.exec(text)?.[1] ?? null;
}

const asLines = (offers: BundleOffer[]) =>
  offers.slice(0, 3).map((o) => `${o.name}|${formatEur(o.priceWithVat)}`);

/**
 * Whether an answer is the kind the table expects. A bundle answer counts only when its offers and
 * prices are exactly the planner's for the trip the question asks about, and its link opens the
 * planner on exactly those results.
 */
export function judgeAnswer(
  catalogue: Catalogue,
  expected: ExpectedAnswer,
  answer: LocalAnswer,
  today: Date,
): { ok: true } | { ok: false; why: string } {
  if (answer.kind !== expected.kind)
    return { ok: false, why: `answered ${answer.kind}, expected ${expected.kind}` };
  if (
    expected.kind === 'knowledge' &&
    answer.kind === 'knowledge' &&
    !expected.docs.includes(answer.doc.id)
  ) {
    return { ok: false, why: `answered from ${answer.doc.id}, expected ${expected.docs.join(' or ')}` };
  }
  if (expected.kind === 'coverage' && answer.kind === 'coverage') {
    const named = [...answer.offers.countries, ...answer.offers.unsold];
    const wanted = expected.countries.map((code) => countryFromCode(code).name);
    if (wanted.some((name) => !named.includes(name) && !answer.text.includes(name))) {
      return { ok: false, why: `covered ${named.join(', ')}, expected ${wanted.join(', ')}` };
    }
  }
  if (expected.kind === 'bundle') {
    const link = linkInReply(answer.text);
    if (!link) return { ok: false, why: 'no planner link' };
    const wanted = asLines(expectedResults(catalogue, expected, today));
    const shown = offersInReply(answer.text);
    const planner = asLines(plannerResults(catalogue, link, today));
    if (JSON.stringify(shown) !== JSON.stringify(wanted)) {
      return { ok: false, why: `offers ${shown.join('; ')}, the planner shows ${wanted.join('; ')}` };
    }
    if (JSON.stringify(planner) !== JSON.stringify(wanted)) {
      return { ok: false, why: `the link opens ${planner.join('; ')}, not ${wanted.join('; ')}` };
    }
  }
  return { ok: true };
}
