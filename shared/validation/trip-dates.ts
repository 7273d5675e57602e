import { DATE_MESSAGES } from './planner-messages';

/*
 * The planner's date rules, apart from the field schemas in rules.ts: the home page's planner runs
 * these in the browser's first view, which carries no schema library.
 */

export const DEFAULT_DURATION_STEP = 1;
export const MAX_DURATION_STEP = 30;

/** The stepper's step size from its input: a whole number 1-30, otherwise null (the input is ignored). */
export function parseDurationStep(input: string): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  const step = Number(text);
  return step >= 1 && step <= MAX_DURATION_STEP ? step : null;
}

/** Midnight of the local calendar day; trip dates compare by day, never by time of day. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The same local time `days` calendar days later (or earlier), whatever daylight saving does. */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date.getTime());
  next.setDate(next.getDate() + days);
  return next;
}

const compareDays = (a: Date, b: Date) => startOfDay(a).getTime() - startOfDay(b).getTime();

/** null when the arrival is today or later, otherwise why it is refused. */
export function validateArrival(arrival: Date, today: Date): string | null {
  return compareDays(arrival, today) < 0 ? DATE_MESSAGES.arrivalInPast : null;
}

/** null when the departure is on or after the arrival day, otherwise why it is refused. */
export function validateDeparture(arrival: Date, departure: Date): string | null {
  return compareDays(departure, arrival) < 0 ? DATE_MESSAGES.departureBeforeArrival : null;
}

export type TripDates = { arrival: Date | null; departure: Date | null };

/** A new arrival keeps the departure, unless the departure now lies before it: then it becomes the arrival. */
export function nextDatesOnArrival(
  arrival: Date,
  departure: Date | null,
): { arrival: Date; departure: Date | null } {
  if (departure && compareDays(departure, arrival) < 0) return { arrival, departure: arrival };
  return { arrival, departure };
}

/**
 * The stepper: moves the departure `deltaDays` later (positive) or earlier (negative), never before
 * the arrival. Without a departure yet, it counts from the arrival.
 */
export function stepDeparture(arrival: Date, departure: Date | null, deltaDays: number): Date {
  const moved = addDays(departure ?? arrival, deltaDays);
  return compareDays(moved, arrival) < 0 ? arrival : moved;
}

/** Whether the stepper's minus is enabled: only while the departure is after the arrival day. */
export function canShortenTrip(arrival: Date, departure: Date | null): boolean {
  return departure !== null && compareDays(departure, arrival) > 0;
}

/** Reset dates: both cleared. */
export const NO_TRIP_DATES: TripDates = Object.freeze({ arrival: null, departure: null });
