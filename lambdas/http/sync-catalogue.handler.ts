import { CATALOGUE_ADMIN_ROUTES } from '../../shared/api/catalogue-admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { syncCatalogue } from '../use-cases/sync-catalogue';
import { catalogueAdmin, providerProducts } from '../wiring/catalogue-admin';

export const handler = httpHandler(
  CATALOGUE_ADMIN_ROUTES,
  'sync-catalogue',
  ({ auth }) =>
    syncCatalogue({ ...catalogueAdmin(), products: providerProducts() }, { kind: 'operator', caller: auth }),
  { verifyToken },
);
