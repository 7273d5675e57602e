import { httpHandler } from '../lib/http';
import { retryOrder } from '../use-cases/retry-order';
import { orderStore } from '../wiring/order-store';
import { workflow } from '../wiring/workflow';

export const handler = httpHandler('retry-order', ({ params }) =>
  retryOrder({ orders: orderStore(), workflow: workflow() }, params.reference),
);
