import { INITIAL_ORDER_STEP, type OrderStatus } from '../../shared/order/order';
import { ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { OrderRecord, OrderRefund, OrderStore } from '../ports/order-store';
import type { PaymentEventStore } from '../ports/payment-event-store';
import type { SalesLedger } from '../ports/sales-ledger';
import { MalformedPaymentEventError, type PaymentEvent, type PaymentWebhooks } from '../ports/payments';
import type { Workflow } from '../ports/workflow';
import { countSale } from './sales-figures';

export interface PaymentEventDeps {
  payments: () => Promise<PaymentWebhooks>;
  orders: OrderStore;
  events: PaymentEventStore;
  workflow: Workflow;
  sales: SalesLedger;
  now: () => Date;
}

export interface PaymentEventOutcome {
  received: true;
  /** True when this call started fulfilment (false for ignored, unpaid or replayed events). */
  started: boolean;
}

/** The shop charges in euros only. */
const SHOP_CURRENCY = 'eur';

/**
 * Why a paid event does not pay for this order, or null when it does: the amount charged must be
 * the order's total, in the shop's currency, through the checkout session created for the order.
 */
export function paymentMismatch(order: OrderRecord, event: PaymentEvent): string | null {
  const problems: string[] = [];
  if (event.amountCents !== order.final_price)
    problems.push(`amount ${event.amountCents ?? 'missing'} instead of ${order.final_price}`);
  if (event.currency !== SHOP_CURRENCY)
    problems.push(`currency ${event.currency ?? 'missing'} instead of ${SHOP_CURRENCY}`);
  if (!event.sessionId || (order.stripe_session_id && event.sessionId !== order.stripe_session_id))
    problems.push(
      `checkout session ${event.sessionId ?? 'missing'} instead of ${order.stripe_session_id ?? 'none'}`,
    );
  return problems.length > 0 ? `Payment does not match the order: ${problems.join(', ')}` : null;
}

/** The statuses of an order that has not been paid: a payment event may still pay it. */
const UNPAID: OrderStatus[] = ['started', 'payment_failed', 'cancelled'];

/** An event about a checkout session other than the order's is not about this order's payment. */
const otherSession = (order: OrderRecord, event: PaymentEvent) =>
  Boolean(event.sessionId && order.stripe_session_id && event.sessionId !== order.stripe_session_id);

async function paid(deps: PaymentEventDeps, order: OrderRecord, event: PaymentEvent): Promise<boolean> {
  const orderId = order.order_id;
  const mismatch = paymentMismatch(order, event);
  if (mismatch) {
    // Not fulfilled: someone looks at it (status review). An order already paid stays as it is.
    const flagged = await deps.orders.update(
      orderId,
      { status: 'review', review_reason: mismatch },
      { status: UNPAID, paid: false },
    );
    logger.error('Payment event does not match its order', { eventId: event.id, orderId, mismatch, flagged });
    return false;
  }
  const nowPaid = await deps.orders.update(
    orderId,
    {
      paid: true,
      // A declined first card followed by a good one: the order is back on track.
      status: 'started',
      stripe_session_id: event.sessionId ?? order.stripe_session_id ?? null,
      stripe_invoice_id: event.invoiceId ?? order.stripe_invoice_id ?? null,
    },
    // Money taken is fulfilled, even for a checkout the shop had already seen end unpaid.
    { status: UNPAID, paid: false },
  );
  // Counted once per order however often the event comes; a replay repairs a count a crash left out.
  if (nowPaid || order.paid) await countSale(deps.sales, 'paid', order, deps.now());
  // Only the event that marked the order paid starts fulfilment, or a redelivery when the first start
  // never happened (the order is paid but untouched): a duplicate can never start a second run.
  const untouched =
    order.paid && order.status === 'started' && order.step === INITIAL_ORDER_STEP && !order.retry_count;
  if (!nowPaid && !untouched) return false;
  return deps.workflow.startFulfilment(orderId);
}

/** The reason a refund made in Stripe's dashboard is recorded with when it carries none. */
export const DASHBOARD_REFUND_REASON = "Refunded in Stripe's dashboard";

/**
 * A refund made at Stripe. One the order records already, the console's (recorded, or being recorded
 * by the request that claimed it) or an earlier delivery's, changes nothing. One made in Stripe's
 * dashboard is recorded on the order, by nobody, with the reason it carries, once.
 */
async function refunded(deps: PaymentEventDeps, order: OrderRecord, event: PaymentEvent): Promise<void> {
  const made = event.refund;
  if (order.refund || !made || made.amountCents <= 0) {
    if (made?.id && order.refund?.stripe_refund_id && made.id !== order.refund.stripe_refund_id)
      logger.warn('Another refund of a refunded order was made at Stripe', { orderId: order.order_id });
    return;
  }
  const at = deps.now().toISOString();
  const refund: OrderRefund = {
    state: 'refunded',
    amount_cents: made.amountCents,
    reason: made.reason ?? DASHBOARD_REFUND_REASON,
    by: null,
    requested_at: at,
    refunded_at: at,
    stripe_refund_id: made.id,
    profile_released: false,
  };
  const recorded = await deps.orders.update(order.order_id, { refund }, { withoutRefund: true });
  logger.info('Refund made at Stripe recorded on the order', { eventId: event.id, recorded });
  if (!recorded) return;
  try {
    // Counted once per refund id (the event's, when Stripe's list does not name the refund).
    await deps.sales.recordRefund({
      refundId: made.id ?? event.id,
      order: { ...order, refund },
      amountCents: made.amountCents,
      at: new Date(at),
    });
  } catch (error) {
    logger.error('Sales figures not updated', { orderId: order.order_id, error: error as Error });
  }
}

/**
 * A payment provider webhook. The signature is checked on the raw body before anything is read or
 * written; a signed body the shop cannot read answers 400 and is recorded. A paid checkout whose
 * amount, currency and session match the order marks it paid and starts fulfilment under the order
 * id as execution name; one that does not match puts the order under review, unfulfilled. A declined
 * payment marks an unpaid order payment_failed; an expired checkout (cancelled or lapsed) marks it
 * cancelled. A refund made in Stripe's dashboard is recorded on the order (one the console made is
 * recorded already). The event id is recorded last, once the work it asks for is done, so a failure
 * midway is retried by the provider.
 */
export async function handlePaymentEvent(
  deps: PaymentEventDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<PaymentEventOutcome> {
  const payments = await deps.payments();
  let event: PaymentEvent;
  try {
    event = payments.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof MalformedPaymentEventError) {
      logger.warn('Malformed payment event', { key: error.key, reason: error.reason });
      await deps.events.recordRejected(error.key, error.reason, rawBody);
      throw new ValidationError(error.message);
    }
    throw error;
  }
  if (event.outcome === 'none' || !event.orderReference) {
    logger.info('Payment event acknowledged without action', { eventId: event.id, type: event.type });
    return { received: true, started: false };
  }
  const orderId = event.orderReference;
  const order = await deps.orders.get(orderId);
  if (!order) {
    logger.warn('Payment event for an unknown order', { eventId: event.id, orderId });
    return { received: true, started: false };
  }
  let started = false;
  if (event.outcome === 'paid') {
    started = await paid(deps, order, event);
  } else if (event.outcome === 'refunded') {
    await refunded(deps, order, event);
  } else if (!otherSession(order, event)) {
    // A declined card fails the payment (the buyer may try another); a checkout that closed unpaid,
    // cancelled or lapsed, ends the order as cancelled, also after a declined card.
    const marked =
      event.outcome === 'expired'
        ? await deps.orders.update(
            orderId,
            { status: 'cancelled' },
            { status: ['started', 'payment_failed'], paid: false },
          )
        : await deps.orders.update(
            orderId,
            { status: 'payment_failed' },
            { status: ['started'], paid: false },
          );
    logger.info('Payment did not go through', { eventId: event.id, orderId, type: event.type, marked });
  }
  const firstTime = await deps.events.markProcessed(event.id, orderId);
  logger.info('Payment event processed', { eventId: event.id, orderId, started, replay: !firstTime });
  return { received: true, started };
}
