import { ACCOUNT_ROUTES } from '../../shared/api/accounts.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { listMyOrders } from '../use-cases/list-my-orders';
import { orderStore } from '../wiring/order-store';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler(
  ACCOUNT_ROUTES,
  'list-my-orders',
  ({ auth }) => listMyOrders({ orders: orderStore(), users: userStore() }, auth),
  { verifyToken },
);
