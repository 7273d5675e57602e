import { REFUND_MESSAGES, type RefundResponse } from '../../shared/api/refunds.schema';
import { customReference } from '../../shared/order/order';
import { refundEmailForOrder } from '../emails/refund-email';
import { ConflictError, UpstreamError, ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { AuditActor, AuditLog } from '../ports/audit-log';
import type { BrandStore } from '../ports/brand-store';
import type { EsimProvider } from '../ports/esim-provider';
import type { Mailer } from '../ports/mailer';
import type { OrderRecord, OrderRefund, OrderStore } from '../ports/order-store';
import { RefundRefusedError, type Payments } from '../ports/payments';
import type { SalesLedger } from '../ports/sales-ledger';
import { loadOrder } from './order-view';
import { toRefundView } from './refund-view';

export interface RefundOrderDeps {
  orders: OrderStore;
  payments: () => Promise<Payments>;
  provider: EsimProvider;
  mailer: Mailer;
  brands: BrandStore;
  shopUrl: string;
  audit: Pick<AuditLog, 'record'>;
  /** The sales figures, when the stage keeps them: a refund is counted there once. */
  sales?: Pick<SalesLedger, 'recordRefund'>;
  now: () => Date;
}

export interface RefundOrderInput {
  reference: string;
  /** Integer cents; absent: all that was paid. */
  amountCents?: number;
  reason: string;
  actor: AuditActor;
}

/** Statuses an order can be refunded in: delivered, or failed for good (after its retries). */
const REFUNDABLE = ['completed', 'error'] as const;

/**
 * How long a claimed refund may stay pending before another request may take it over: a request
 * that died between the claim and Stripe's answer. Taking over asks Stripe again under the same
 * idempotency key, so a refund Stripe made meanwhile is answered, not made twice.
 */
export const STALE_CLAIM_MS = 5 * 60_000;

/** The key Stripe makes one refund per order under: two tabs, a retried request, all the same refund. */
export const refundIdempotencyKey = (order: Pick<OrderRecord, 'order_id'>) => `refund-${order.order_id}`;

/** What the audit log shows of the order before and after: its payment state. */
const paymentState = (order: OrderRecord) => ({
  status: order.status,
  paid: order.paid,
  paidCents: order.final_price,
  refund: order.refund ? toRefundView(order.refund) : null,
});

/** Why this order cannot be refunded now, or null when it can (its amount checked apart). */
function refusal(order: OrderRecord): string | null {
  if (order.final_price <= 0 || order.test) return REFUND_MESSAGES.free;
  if (order.status === 'review') return REFUND_MESSAGES.review;
  if (!order.paid) return REFUND_MESSAGES.unpaid;
  if (!(REFUNDABLE as readonly string[]).includes(order.status)) return REFUND_MESSAGES.inFulfilment;
  if (!order.stripe_session_id) return REFUND_MESSAGES.noPayment;
  return null;
}

/**
 * The order already carries a refund: the same admin asking again for the same refund (a retried
 * request, a second click once the first is done) gets it back; anything else is a 409.
 */
function answerExisting(order: OrderRecord, input: RefundOrderInput, now: Date): RefundResponse {
  const refund = order.refund!;
  if (refund.state === 'pending') throw new ConflictError(REFUND_MESSAGES.inProgress);
  const sameRequest =
    refund.by?.id === input.actor.id &&
    refund.amount_cents === (input.amountCents ?? order.final_price) &&
    refund.reason === input.reason;
  if (!sameRequest) throw new ConflictError(REFUND_MESSAGES.refundedAlready(refund.amount_cents));
  logger.info('Refund asked again: the first answered', { orderId: order.order_id, at: now.toISOString() });
  return { reference: order.order_id, refund: toRefundView(refund), customerEmailed: false };
}

/** A pending claim whose request must have died (see STALE_CLAIM_MS). */
const isStale = (refund: OrderRefund, now: Date) =>
  refund.state === 'pending' && now.getTime() - Date.parse(refund.requested_at) >= STALE_CLAIM_MS;

/** Gives the claim up again after a failure before Stripe refunded: the order is as it was. */
async function dropClaim(deps: RefundOrderDeps, order: OrderRecord, claim: OrderRefund): Promise<void> {
  const dropped = await deps.orders.update(
    order.order_id,
    { refund: null },
    { pendingRefundSince: claim.requested_at },
  );
  if (!dropped) logger.warn('Refund claim was no longer ours to drop', { orderId: order.order_id });
}

/**
 * An eSIM never installed is released at the provider before its money goes back, so that it cannot
 * be installed afterwards; one in use keeps working (a partial refund, a goodwill refund). A top-up, or
 * an order that never got an eSIM, has nothing to release. The provider's answer decides (the status
 * checker's rule: an eSIM is active once its bundle has an expiry); when it cannot answer, nothing is
 * refunded.
 */
async function releaseIfNeverInstalled(
  deps: RefundOrderDeps,
  order: OrderRecord,
  claim: OrderRefund,
): Promise<boolean> {
  if (order.kind === 'topup' || !order.iccid) return false;
  let installed: boolean;
  try {
    installed = (await deps.provider.getBundleStatus(order.iccid)).bundleExpiry !== null;
  } catch (error) {
    await dropClaim(deps, order, claim);
    throw new UpstreamError(REFUND_MESSAGES.providerUnknown, error);
  }
  if (installed) return false;
  try {
    await deps.provider.releaseProfile(order.iccid, customReference(order));
  } catch (error) {
    await dropClaim(deps, order, claim);
    throw new UpstreamError(REFUND_MESSAGES.releaseFailed, error);
  }
  logger.info('eSIM never installed: profile released before the refund', { orderId: order.order_id });
  return true;
}

/** Side records of a refund made: a failure is logged, never undoes or hides the refund. */
async function recordAround(
  deps: RefundOrderDeps,
  before: OrderRecord,
  after: OrderRecord,
  input: RefundOrderInput,
  refundId: string,
): Promise<boolean> {
  const refund = after.refund!;
  const [audited, counted, emailed] = await Promise.allSettled([
    deps.audit.record({
      kind: 'refund',
      action: 'refund',
      actor: input.actor,
      subject: before.order_id,
      before: paymentState(before),
      after: paymentState(after),
    }),
    deps.sales?.recordRefund({
      refundId,
      order: after,
      amountCents: refund.amount_cents,
      at: new Date(refund.refunded_at ?? deps.now().toISOString()),
    }),
    (async () => {
      const message = refundEmailForOrder(after, await deps.brands.get(), deps.shopUrl);
      if (!message) return false;
      await deps.mailer.send(message);
      return true;
    })(),
  ]);
  for (const [what, result] of [
    ['audit log', audited],
    ['sales figures', counted],
    ['customer e-mail', emailed],
  ] as const) {
    if (result.status === 'rejected')
      logger.error(`Refund made, its ${what} failed`, {
        orderId: before.order_id,
        error: result.reason as Error,
      });
  }
  return emailed.status === 'fulfilled' && emailed.value;
}

/**
 * An admin refunds an order, in full or in part, once. Refused (4xx, nothing written): a free order,
 * an unpaid one, one under review or still being fulfilled, an amount above what was paid, a second
 * refund. The refund is first claimed on the order by a conditional write, so of two requests at once
 * one refunds and the other is answered 409 (or, asked again once done, the same refund); then an
 * eSIM never installed is released at the provider, Stripe refunds under the order's idempotency key,
 * and the order records the refund (amount, who, why, when, Stripe's id). The customer is mailed,
 * and the action goes into the audit log and the sales figures.
 */
export async function refundOrder(deps: RefundOrderDeps, input: RefundOrderInput): Promise<RefundResponse> {
  const order = await loadOrder(deps.orders, input.reference);
  const now = deps.now();
  if (order.refund && !isStale(order.refund, now)) return answerExisting(order, input, now);
  const refused = refusal(order);
  if (refused) throw new ConflictError(refused);
  const amountCents = input.amountCents ?? order.final_price;
  if (amountCents > order.final_price) {
    const message = REFUND_MESSAGES.aboveConfirmed(order.final_price);
    throw new ValidationError(message, { amountCents: message });
  }

  const claim: OrderRefund = {
    state: 'pending',
    amount_cents: amountCents,
    reason: input.reason,
    by: { id: input.actor.id, email: input.actor.email },
    requested_at: now.toISOString(),
  };
  const claimed = await deps.orders.update(
    order.order_id,
    { refund: claim },
    {
      status: [...REFUNDABLE],
      paid: true,
      ...(order.refund ? { pendingRefundSince: order.refund.requested_at } : { withoutRefund: true }),
    },
  );
  if (!claimed) {
    // Another request claimed it first (or the order moved on): answer as its state says.
    const current = await loadOrder(deps.orders, order.order_id);
    if (current.refund) return answerExisting(current, input, now);
    throw new ConflictError(refusal(current) ?? REFUND_MESSAGES.inProgress);
  }

  const profileReleased = await releaseIfNeverInstalled(deps, order, claim);
  let made: { id: string; amountCents: number };
  try {
    made = await (
      await deps.payments()
    ).refund({
      orderReference: order.order_id,
      sessionId: order.stripe_session_id!,
      amountCents,
      reason: input.reason,
      idempotencyKey: refundIdempotencyKey(order),
    });
  } catch (error) {
    await dropClaim(deps, order, claim);
    if (error instanceof RefundRefusedError)
      throw new ConflictError(REFUND_MESSAGES.paymentRefused(error.message));
    throw new UpstreamError(REFUND_MESSAGES.paymentUnavailable, error);
  }

  const refunded: OrderRefund = {
    ...claim,
    state: 'refunded',
    amount_cents: made.amountCents,
    refunded_at: deps.now().toISOString(),
    stripe_refund_id: made.id,
    profile_released: profileReleased,
  };
  const recorded = await deps.orders.update(
    order.order_id,
    { refund: refunded },
    { pendingRefundSince: claim.requested_at },
  );
  if (!recorded)
    logger.error('Refund made at Stripe, but its claim was taken over', { orderId: order.order_id });
  logger.info('Order refunded', {
    orderId: order.order_id,
    amountCents: made.amountCents,
    refundId: made.id,
  });
  const after: OrderRecord = { ...order, refund: refunded };
  const customerEmailed = await recordAround(deps, order, after, input, made.id);
  return { reference: order.order_id, refund: toRefundView(refunded), customerEmailed };
}
