import { isRefusal } from '@/lib/api-error';

/**
 * How failed requests are tried again (SPEC section 9: data queries retry 3 times with exponential
 * delay from 1000 ms up to 30000 ms): one rule for every query, set as the query client's default,
 * and for the brand store, which asks outside TanStack Query.
 */

/** How often a failed query is tried again (SPEC section 9). */
export const QUERY_RETRIES = 3;

/** Exponential back-off between retries of a query: 1 s, 2 s, 4 s … capped at 30 s (SPEC section 9). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * The rule, as TanStack Query's `retry` takes it, with at most `retries` retries: a refusal (a 4xx
 * answer: not found, invalid, not allowed, too many requests) is final, as asking again will not
 * change it; a lost connection or a server fault is tried again.
 */
export function retryUpTo(retries: number): (failureCount: number, error: unknown) => boolean {
  return (failureCount, error) => !isRefusal(error) && failureCount < retries;
}

/** The rule of every query: the query client's default. */
export const retryQuery = retryUpTo(QUERY_RETRIES);

/**
 * For a live check that a button waits on (a coupon field's, whose pay button stays disabled while
 * the check settles): one retry, not three, as the back-off of three (1 s, 2 s, 4 s) would hold the
 * buyer up for seconds over a coupon.
 */
export const retryLiveCheck = retryUpTo(1);
