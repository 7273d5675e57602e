import { CATALOGUE_ADMIN_ROUTES } from '../../shared/api/catalogue-admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { setZonePricing } from '../use-cases/set-zone-pricing';
import { catalogueAdmin } from '../wiring/catalogue-admin';

export const handler = httpHandler(
  CATALOGUE_ADMIN_ROUTES,
  'set-zone-pricing',
  ({ params, body, auth }) => setZonePricing(catalogueAdmin(), auth, params.zone, body),
  { verifyToken },
);
