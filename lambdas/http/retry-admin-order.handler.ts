import { httpHandler } from '../lib/http';
import { retryOrder } from '../use-cases/retry-order';
import { orderStore } from '../wiring/order-store';
import { workflow } from '../wiring/workflow';

/** The Orders tab's Retry: the success page's Retry Flow, for an admin. */
export const handler = httpHandler('retry-admin-order', ({ params }) =>
  retryOrder({ orders: orderStore(), workflow: workflow() }, params.reference),
);
