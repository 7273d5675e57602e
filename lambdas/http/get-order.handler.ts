import { httpHandler } from '../lib/http';
import { getOrderView } from '../use-cases/order-view';
import { orderStore } from '../wiring/order-store';

export const handler = httpHandler('get-order', ({ params }) =>
  getOrderView({ orders: orderStore() }, params.reference),
);
