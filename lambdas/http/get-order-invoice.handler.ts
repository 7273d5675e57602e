import { httpHandler } from '../lib/http';
import { getOrderInvoice } from '../use-cases/order-invoice';
import { orderStore } from '../wiring/order-store';
import { payments } from '../wiring/payments';

export const handler = httpHandler('get-order-invoice', ({ params }) =>
  getOrderInvoice({ orders: orderStore(), payments }, params.reference),
);
