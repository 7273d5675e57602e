import { CATALOGUE_ADMIN_ROUTES } from '../../shared/api/catalogue-admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { listZonePriceVersions } from '../use-cases/list-zone-price-versions';
import { catalogueStore } from '../wiring/catalogue-store';

export const handler = httpHandler(
  CATALOGUE_ADMIN_ROUTES,
  'list-zone-price-versions',
  ({ params }) => listZonePriceVersions({ catalogues: catalogueStore() }, params.zone),
  { verifyToken },
);
