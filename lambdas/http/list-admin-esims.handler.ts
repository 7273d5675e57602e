import { ADMIN_ROUTES } from '../../shared/api/admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { listAdminEsims } from '../use-cases/list-admin-esims';
import { esimProvider } from '../wiring/esim-provider';
import { orderStore } from '../wiring/order-store';
import { now } from '../wiring/shop';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler(
  ADMIN_ROUTES,
  'list-admin-esims',
  ({ query }) =>
    listAdminEsims({ provider: esimProvider(), users: userStore(), orders: orderStore(), now }, query),
  { verifyToken },
);
