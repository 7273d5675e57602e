import { logger } from '../lib/logger';
import type { OrderStore } from '../ports/order-store';
import type { PaymentEventStore } from '../ports/payment-event-store';
import type { Payments } from '../ports/payments';
import type { Workflow } from '../ports/workflow';

export interface PaymentEventDeps {
  payments: () => Promise<Payments>;
  orders: OrderStore;
  events: PaymentEventStore;
  workflow: Workflow;
}

export interface PaymentEventOutcome {
  received: true;
  /** True when this call started fulfilment (false for ignored, unpaid or replayed events). */
  started: boolean;
}

/**
 * A payment provider webhook. The signature is checked on the raw body before anything is read or
 * written. A paid checkout marks its order paid and starts fulfilment under the order id as
 * execution name, so a replayed or duplicated event cannot start a second run. The event id is
 * recorded last, once the work it asks for is done, so a failure midway is retried by the provider.
 */
export async function handlePaymentEvent(
  deps: PaymentEventDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<PaymentEventOutcome> {
  const payments = await deps.payments();
  const event = payments.verifyWebhook(rawBody, signature);
  if (!event.paid || !event.orderReference) {
    logger.info('Payment event acknowledged without action', { eventId: event.id, type: event.type });
    return { received: true, started: false };
  }
  const orderId = event.orderReference;
  const order = await deps.orders.get(orderId);
  if (!order) {
    logger.warn('Payment event for an unknown order', { eventId: event.id, orderId });
    return { received: true, started: false };
  }
  await deps.orders.update(
    orderId,
    {
      paid: true,
      stripe_session_id: event.sessionId ?? order.stripe_session_id ?? null,
      stripe_invoice_id: event.invoiceId ?? order.stripe_invoice_id ?? null,
    },
    ['started'],
  );
  const started = await deps.workflow.startFulfilment(orderId);
  const firstTime = await deps.events.markProcessed(event.id, orderId);
  logger.info('Payment event processed', { eventId: event.id, orderId, started, replay: !firstTime });
  return { received: true, started };
}
