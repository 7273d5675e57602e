/** Exponential back-off between retries of a query: 1 s, 2 s, 4 s … capped at 30 s (SPEC section 9). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** How often a failed query is tried again (SPEC section 9). */
export const QUERY_RETRIES = 3;
