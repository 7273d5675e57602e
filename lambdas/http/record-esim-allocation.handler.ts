import { ESIM_ROUTES } from '../../shared/api/esim.routes';
import { httpHandler } from '../lib/http';
import { recordAllocation } from '../use-cases/record-allocation';
import { orderStore } from '../wiring/order-store';
import { rateLimits } from '../wiring/rate-counter';

export const handler = httpHandler(
  ESIM_ROUTES,
  'record-esim-allocation',
  ({ params, query, body }) =>
    recordAllocation(
      { orders: orderStore() },
      { reference: params.reference, token: query.token, allocation: body },
    ),
  { rateLimits },
);
