import { ORDER_ROUTES } from '../../shared/api/orders.routes';
import { httpHandler } from '../lib/http';
import { getOrderView } from '../use-cases/get-order-view';
import { orderStore } from '../wiring/order-store';
import { rateLimits } from '../wiring/rate-counter';

export const handler = httpHandler(
  ORDER_ROUTES,
  'get-order',
  ({ params }) => getOrderView({ orders: orderStore() }, params.reference),
  { rateLimits },
);
