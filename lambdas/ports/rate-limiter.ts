/** A fixed-window counter per key: how often one client may do one costly thing. */
export interface RateLimit {
  /** Names the action and the client, e.g. `enterprise-lead#ip#203.0.113.7`. */
  key: string;
  /** Calls allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one call; false when the key has used up its window (the call must be refused). */
  consume(limit: RateLimit): Promise<boolean>;
}
