import * as chrono from 'chrono-node';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import type { LinkedTrip } from '../../shared/bundles/planner-link';
import { addDays, startOfDay } from '../../shared/validation/trip-dates';
import { findPlaces, type NamedPlace } from './destinations';

/** What a traveller's message says about a trip; any part may be missing. */
export type TripQuestion = {
  places: NamedPlace[];
  trip: LinkedTrip | null;
};

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  'a couple of': 2,
  couple: 2,
  // The small numbers of the shop's other common languages.
  zwei: 2,
  deux: 2,
  dos: 2,
  due: 2,
  drei: 3,
  trois: 3,
  tres: 3,
  tre: 3,
  vier: 4,
  quatre: 4,
  cuatro: 4,
  quattro: 4,
};

/** Unit words of a trip length in English and the shop's other common languages → days per unit. */
const UNITS: readonly (readonly [pattern: string, days: number])[] = [
  [
    'days?|nights?|tage?n?|n[aä]chte|jours?|nuits?|d[ií]as?|noches?|giorn[oi]|nott[ei]|dag(?:en)?|nachten|дн(?:я|ей)|день|天|日',
    1,
  ],
  ['weeks?|wochen?|semaines?|semanas?|settiman[ae]|weken|недел[июь]|週間?|周', 7],
  ['fortnights?', 14],
  ['months?|monate?|mois|mes(?:es)?|mes[ei]|maand(?:en)?', 30],
];

const NUMBER = `\\d{1,3}|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')}`;
const DURATION = new RegExp(
  `(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\d])(?<in>in\\s+)?(?:(?<count>${NUMBER})[\\s-]*)?(?<unit>${UNITS.map(([p]) => p).join('|')})(?![\\p{L}])`,
  'giu',
);

/** Longest trip length a question may ask about: a year. */
const MAX_TRIP_DAYS = 365;

type Duration = { days: number; relative: boolean; text: string };

/** "12 days", "two weeks", "a fortnight", "10-day", "3 semanas"; "in 2 weeks" is when, not how long. */
function findDurations(text: string): Duration[] {
  const found: Duration[] = [];
  for (const match of text.matchAll(DURATION)) {
    const { in: inWord, count, unit } = match.groups ?? {};
    const perUnit = UNITS.find(([pattern]) => new RegExp(`^(?:${pattern})$`, 'iu').test(unit ?? ''))?.[1];
    if (!perUnit) continue;
    const quantity =
      count === undefined ? 1 : /^\d+$/.test(count) ? Number(count) : NUMBER_WORDS[count.toLowerCase()];
    // A bare unit word ("per day", "this month") is no trip length unless it is a fortnight.
    if (quantity === undefined || (count === undefined && perUnit !== 14)) continue;
    found.push({ days: quantity * perUnit, relative: Boolean(inWord), text: match[0] });
  }
  return found;
}

/**
 * chrono's English (day-month first) parser without its time-of-day parser: travellers never mean a
 * clock time here, and "from 3 to 15 May" would otherwise read as "from 3 o'clock". The time parser
 * is the only one with a `primaryPrefix` pattern (chrono's AbstractTimeExpressionParser).
 */
const dateParser = (() => {
  const parser = chrono.en.GB.clone();
  parser.parsers = parser.parsers.filter((p) => !('primaryPrefix' in p));
  return parser;
})();

const certainDay = (component: chrono.ParsedComponents) =>
  component.isCertain('day') && component.isCertain('month');

/** The calendar dates a message names: a range, or the first and the last single date. */
function findDates(text: string, today: Date): { arrival: Date | null; departure: Date | null } {
  const results = dateParser
    .parse(text, today, { forwardDate: true })
    // Relative phrases ("in a minute") are no travel dates; "in 2 weeks" is read by findDurations.
    .filter((result) => certainDay(result.start) && !result.tags().has('result/relativeDate'));
  const first = results[0];
  if (!first) return { arrival: null, departure: null };
  const arrival = startOfDay(first.start.date());
  if (first.end && certainDay(first.end)) return { arrival, departure: startOfDay(first.end.date()) };
  const last = results.at(-1);
  return { arrival, departure: last && last !== first ? startOfDay(last.start.date()) : null };
}

/**
 * The trip a message asks about: dates ("from 3 to 15 May", "3/5 - 15/5"), a start and a length
 * ("from 3 May for two weeks"), or a length alone ("12 days"), which the planner starts today. Dates
 * before `today` or the wrong way round are not a trip.
 */
export function parseTrip(text: string, today: Date): LinkedTrip | null {
  const durations = findDurations(text);
  const length = durations.find((d) => !d.relative);
  const startsIn = durations.find((d) => d.relative);
  const rest = durations.reduce((remaining, d) => remaining.replace(d.text, ' '), text);
  const day = startOfDay(today);
  let { arrival, departure } = findDates(rest, today);
  if (!arrival && startsIn) arrival = addDays(day, startsIn.days);
  if (arrival && arrival < day) arrival = departure = null;
  if (departure && arrival && departure < arrival) departure = null;

  const days = length && length.days >= 1 && length.days <= MAX_TRIP_DAYS ? length.days : null;
  if (arrival && departure) return { arrival, departure };
  if (arrival && days) return { arrival, departure: addDays(arrival, days - 1) };
  return days ? { days } : null;
}

/** The places and the trip of one message. */
export function parseTripQuestion(catalogue: Catalogue, text: string, today: Date): TripQuestion {
  return { places: findPlaces(catalogue, text), trip: parseTrip(text, today) };
}
