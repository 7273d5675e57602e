import { SUPPORT_ROUTES } from '../../shared/api/support.routes';
import { resource } from '../config/environment';
import { httpHandler } from '../lib/http';
import { getSupportContact } from '../use-cases/get-support-contact';
import { brandStore } from '../wiring/brand-store';

/**
 * Kept by caches but checked on every use (a 304 while unchanged), as the brand is: the address
 * follows an admin's save on every visitor's next page load.
 */
export const handler = httpHandler(
  SUPPORT_ROUTES,
  'get-support-contact',
  () => getSupportContact({ brands: brandStore(), supportMailbox: resource('supportMailbox') }),
  { cacheControl: 'public, no-cache', etag: true },
);
