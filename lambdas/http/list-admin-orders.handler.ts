import { ADMIN_ROUTES } from '../../shared/api/admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { listAdminOrders } from '../use-cases/list-admin-orders';
import { orderStore } from '../wiring/order-store';
import { now } from '../wiring/shop';

export const handler = httpHandler(
  ADMIN_ROUTES,
  'list-admin-orders',
  ({ query }) => listAdminOrders({ orders: orderStore(), now }, query),
  { verifyToken },
);
