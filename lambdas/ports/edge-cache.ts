/** The CDN in front of the shop's public answers (`/api/brand`, `/api/catalogue`). */
export interface EdgeCache {
  /** Drops the cached answers of these paths, so the next request of each reaches the API. */
  invalidate(paths: readonly string[]): Promise<void>;
}
