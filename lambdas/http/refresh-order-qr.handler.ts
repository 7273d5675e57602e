import { httpHandler } from '../lib/http';
import { refreshOrderQr } from '../use-cases/refresh-order-qr';
import { esimProvider } from '../wiring/esim-provider';
import { orderStore } from '../wiring/order-store';

export const handler = httpHandler('refresh-order-qr', ({ params }) =>
  refreshOrderQr({ orders: orderStore(), provider: esimProvider() }, params.reference),
);
