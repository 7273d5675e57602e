import { CATALOGUE_ADMIN_ROUTES } from '../../shared/api/catalogue-admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { setBundleState } from '../use-cases/set-bundle-state';
import { catalogueAdmin } from '../wiring/catalogue-admin';

export const handler = httpHandler(
  CATALOGUE_ADMIN_ROUTES,
  'set-bundle-state',
  ({ params, body, auth }) => setBundleState(catalogueAdmin(), auth, params.bundleId, body.state),
  { verifyToken },
);
