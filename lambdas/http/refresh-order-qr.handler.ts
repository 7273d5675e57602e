import { ORDER_ROUTES } from '../../shared/api/orders.routes';
import { httpHandler } from '../lib/http';
import { refreshOrderQr } from '../use-cases/refresh-order-qr';
import { esimProvider } from '../wiring/esim-provider';
import { orderStore } from '../wiring/order-store';
import { rateLimits } from '../wiring/rate-counter';

export const handler = httpHandler(
  ORDER_ROUTES,
  'refresh-order-qr',
  ({ params }) => refreshOrderQr({ orders: orderStore(), provider: esimProvider() }, params.reference),
  { rateLimits },
);
