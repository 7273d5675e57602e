import { visibleZones, type Catalogue } from '../catalogue/catalogue';
import { addDays, startOfDay, validateArrival, validateDeparture } from '../validation/trip-dates';

/** The planner on its own page; `/` accepts the same query. */
export const PLANNER_LINK_PATH = '/bundleselector';
/** Longest trip a link may ask for. */
export const MAX_LINKED_TRIP_DAYS = 365;

/** A trip as dates, or as a length in days that starts on the day the link is opened. */
export type LinkedTrip = { arrival: Date; departure: Date } | { days: number };

/** What the planner starts with when it is opened from a link. */
export type TripPreselection = {
  /** Country names as the catalogue spells them. */
  countries: string[];
  arrival: Date | null;
  departure: Date | null;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of a date as YYYY-MM-DD (local time, as the planner's calendars read it). */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Midnight local time of a YYYY-MM-DD day; null for anything else, or a day the calendar lacks. */
export function parseIsoDay(text: string | null): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * The link that opens the planner on its results with these countries (ISO alpha-2 codes) and trip:
 * `/bundleselector?countries=ES,IT&from=2027-05-03&to=2027-05-15`, or `…&days=12` from today. Without
 * a trip it opens on the dates step.
 */
export function plannerLink(countryCodes: readonly string[], trip: LinkedTrip | null): string {
  const query = new URLSearchParams({ countries: countryCodes.join(',') });
  if (trip && 'days' in trip) {
    query.set('days', String(trip.days));
  } else if (trip) {
    query.set('from', isoDay(trip.arrival));
    query.set('to', isoDay(trip.departure));
  }
  // Commas are safe in a query and keep the link readable.
  return `${PLANNER_LINK_PATH}?${query.toString().replace(/%2C/g, ',')}`;
}

/**
 * The planner's preselection from a link's query. Countries the shop does not sell are dropped; dates
 * the planner itself would refuse (arrival before `today`, departure before arrival) are dropped, so
 * the traveller picks them again. Null when the query names no country the shop sells.
 */
export function readPlannerLink(
  query: URLSearchParams,
  catalogue: Catalogue,
  today: Date,
): TripPreselection | null {
  const byCode = new Map<string, string>();
  for (const zone of visibleZones(catalogue)) {
    for (const country of zone.countries) byCode.set(country.alpha2, country.name);
  }
  const codes = (query.get('countries') ?? '').split(',').map((code) => code.trim().toUpperCase());
  const countries = [...new Set(codes.flatMap((code) => byCode.get(code) ?? []))];
  if (countries.length === 0) return null;

  const noDates = { countries, arrival: null, departure: null };
  const days = query.get('days');
  if (days !== null) {
    const length = /^\d{1,3}$/.test(days) ? Number(days) : 0;
    if (length < 1 || length > MAX_LINKED_TRIP_DAYS) return noDates;
    const arrival = startOfDay(today);
    return { countries, arrival, departure: addDays(arrival, length - 1) };
  }
  const arrival = parseIsoDay(query.get('from'));
  const departure = parseIsoDay(query.get('to'));
  if (!arrival || !departure) return noDates;
  if (validateArrival(arrival, today) || validateDeparture(arrival, departure)) return noDates;
  return { countries, arrival, departure };
}
