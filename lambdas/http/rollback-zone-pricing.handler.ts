import { CATALOGUE_ADMIN_ROUTES } from '../../shared/api/catalogue-admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { rollbackZonePricing } from '../use-cases/rollback-zone-pricing';
import { catalogueAdmin } from '../wiring/catalogue-admin';

export const handler = httpHandler(
  CATALOGUE_ADMIN_ROUTES,
  'rollback-zone-pricing',
  ({ params, body, auth }) => rollbackZonePricing(catalogueAdmin(), auth, params.zone, body),
  { verifyToken },
);
