/**
 * Fixed-window request counters. A key names one counter, one (hashed) subject and one window; the
 * store keeps it until `expiresAt` and forgets it after.
 */
export interface RateCounter {
  /** Adds one to the counter atomically (concurrent requests each get their own number) and answers the new count. */
  increment(key: string, expiresAt: Date): Promise<number>;
  /** The counter's value, 0 when it was never counted or has expired. */
  current(key: string, now: Date): Promise<number>;
}
