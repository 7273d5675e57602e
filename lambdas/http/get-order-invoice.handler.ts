import { ORDER_ROUTES } from '../../shared/api/orders.routes';
import { httpHandler } from '../lib/http';
import { getOrderInvoice } from '../use-cases/get-order-invoice';
import { orderStore } from '../wiring/order-store';
import { payments } from '../wiring/payments';
import { rateLimits } from '../wiring/rate-counter';

export const handler = httpHandler(
  ORDER_ROUTES,
  'get-order-invoice',
  ({ params }) => getOrderInvoice({ orders: orderStore(), payments }, params.reference),
  { rateLimits },
);
