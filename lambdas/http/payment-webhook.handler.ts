import { httpHandler, type HttpInput } from '../lib/http';
import { handlePaymentEvent } from '../use-cases/handle-payment-event';
import { wiring } from '../wiring';

/** Stripe events are larger than any JSON body the shop's own pages send. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

export const paymentWebhook = async ({ rawBody, headers }: HttpInput<'payment-webhook'>) => {
  const w = wiring();
  return handlePaymentEvent(
    { payments: w.payments, orders: w.orders, events: w.paymentEvents, workflow: w.workflow },
    rawBody,
    headers['stripe-signature'],
  );
};

export const handler = httpHandler('payment-webhook', paymentWebhook, { maxBodyBytes: MAX_WEBHOOK_BYTES });
