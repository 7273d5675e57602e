import { httpHandler } from '../lib/http';
import { listMyOrders } from '../use-cases/my-account';
import { orderStore } from '../wiring/order-store';

export const handler = httpHandler('list-my-orders', ({ auth }) =>
  listMyOrders({ orders: orderStore() }, auth),
);
