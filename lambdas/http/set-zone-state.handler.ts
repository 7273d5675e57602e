import { CATALOGUE_ADMIN_ROUTES } from '../../shared/api/catalogue-admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { setZoneState } from '../use-cases/set-zone-state';
import { catalogueAdmin } from '../wiring/catalogue-admin';

export const handler = httpHandler(
  CATALOGUE_ADMIN_ROUTES,
  'set-zone-state',
  ({ params, body, auth }) => setZoneState(catalogueAdmin(), auth, params.zone, body.state),
  { verifyToken },
);
