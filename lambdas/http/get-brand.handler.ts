import { BRAND_ROUTES } from '../../shared/api/brand.routes';
import { httpHandler } from '../lib/http';
import { brandStore } from '../wiring/brand-store';

/**
 * Browsers and caches may keep the brand but must check it on every use (a 304 when unchanged), so
 * an admin's save shows for every visitor on their next page load.
 */
export const handler = httpHandler(BRAND_ROUTES, 'get-brand', () => brandStore().get(), {
  cacheControl: 'public, no-cache',
  etag: true,
});
