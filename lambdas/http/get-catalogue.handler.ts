import { CATALOGUE_ROUTES } from '../../shared/api/catalogue.routes';
import { CATALOGUE_HTTP_MAX_AGE_SECONDS } from '../../shared/catalogue/catalogue-cache';
import { httpHandler } from '../lib/http';
import { getCatalogue } from '../use-cases/get-catalogue';
import { catalogue } from '../wiring/published-catalogue';

// What the operator published, read through the function's cache; browsers and the CDN keep it for
// the rest of the catalogue's cache time (CATALOGUE_CACHE_SECONDS), so a change reaches every
// visitor within that time, without a deploy.
export const handler = httpHandler(
  CATALOGUE_ROUTES,
  'get-catalogue',
  async () => getCatalogue(await catalogue()),
  { cacheControl: `public, max-age=${CATALOGUE_HTTP_MAX_AGE_SECONDS}`, etag: true },
);
