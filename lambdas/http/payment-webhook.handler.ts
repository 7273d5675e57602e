import { CHECKOUT_ROUTES } from '../../shared/api/checkout.routes';
import { httpHandler } from '../lib/http';
import { handlePaymentEvent } from '../use-cases/handle-payment-event';
import { orderStore } from '../wiring/order-store';
import { paymentEventStore } from '../wiring/payment-event-store';
import { paymentWebhooks } from '../wiring/payment-webhooks';
import { salesLedger } from '../wiring/sales-ledger';
import { workflow } from '../wiring/workflow';

/** Stripe events are larger than any JSON body the shop's own pages send. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

export const handler = httpHandler(
  CHECKOUT_ROUTES,
  'payment-webhook',
  ({ rawBody, headers }) =>
    handlePaymentEvent(
      {
        payments: paymentWebhooks,
        orders: orderStore(),
        events: paymentEventStore(),
        workflow: workflow(),
        sales: salesLedger(),
        now: () => new Date(),
      },
      rawBody,
      headers['stripe-signature'],
    ),
  { maxBodyBytes: MAX_WEBHOOK_BYTES },
);
