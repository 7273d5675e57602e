import { httpHandler } from '../lib/http';
import { recordAllocation } from '../use-cases/allocation-callback';
import { orderStore } from '../wiring/order-store';

export const handler = httpHandler('record-esim-allocation', ({ params, query, body }) =>
  recordAllocation(
    { orders: orderStore() },
    { reference: params.reference, token: query.token, allocation: body },
  ),
);
