import { ORDER_ROUTES } from '../../shared/api/orders.routes';
import { resource } from '../config/environment';
import { httpHandler } from '../lib/http';
import { recoverySettings } from '../use-cases/recovery-settings';
import { retryOrder } from '../use-cases/retry-order';
import { orderStore } from '../wiring/order-store';
import { rateLimits } from '../wiring/rate-counter';
import { workflow } from '../wiring/workflow';

export const handler = httpHandler(
  ORDER_ROUTES,
  'retry-order',
  ({ params }) =>
    retryOrder(
      {
        orders: orderStore(),
        workflow: workflow(),
        settings: recoverySettings(resource('orderRecovery').stallMinutes),
        now: () => new Date(),
      },
      params.reference,
    ),
  { rateLimits },
);
