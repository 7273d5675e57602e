/**
 * How long a published change of the catalogue may take to reach every visitor, in seconds: each
 * function keeps the published catalogue for `CATALOGUE_FUNCTION_CACHE_SECONDS` before reading it
 * again (one GetItem), and browsers and the CDN keep GET /api/catalogue for the rest. Checkout prices
 * from the function's copy, so a new price is charged within the function's time.
 */
export const CATALOGUE_CACHE_SECONDS = 60;

/** Each Lambda container reads the published catalogue again after this many seconds. */
export const CATALOGUE_FUNCTION_CACHE_SECONDS = 30;

/** Browsers and the CDN keep the public catalogue (GET /api/catalogue) this long. */
export const CATALOGUE_HTTP_MAX_AGE_SECONDS = CATALOGUE_CACHE_SECONDS - CATALOGUE_FUNCTION_CACHE_SECONDS;
