import { CATALOGUE_ADMIN_ROUTES } from '../../shared/api/catalogue-admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { getAdminCatalogue } from '../use-cases/get-admin-catalogue';
import { catalogueStore } from '../wiring/catalogue-store';
import { catalogueCacheSeconds } from '../wiring/catalogue-admin';

export const handler = httpHandler(
  CATALOGUE_ADMIN_ROUTES,
  'get-admin-catalogue',
  () => getAdminCatalogue({ catalogues: catalogueStore(), cacheSeconds: catalogueCacheSeconds() }),
  { verifyToken },
);
