import type { OrderView } from '../../shared/api/orders.schema';
import { isDelivered, orderKind, progressText } from '../../shared/order/order';
import { MESSAGES } from '../../shared/validation/messages';
import { NotFoundError } from '../lib/errors';
import type { OrderRecord, OrderStore } from '../ports/order-store';

const AWAITING_PAYMENT_TEXT = 'Waiting for payment confirmation...';

/** The order with this reference; the spec's not-exist message for an unknown one. */
export async function loadOrder(orders: OrderStore, reference: string): Promise<OrderRecord> {
  const order = await orders.get(reference);
  if (!order) throw new NotFoundError(MESSAGES.success.notExist);
  return order;
}

function viewProgressText(order: OrderRecord): string {
  // A checkout that ended unpaid, declined or cancelled: the buyer tries again from the cart.
  if (order.status === 'payment_failed' || order.status === 'cancelled')
    return MESSAGES.checkout.paymentFailed.description;
  if (order.status === 'review') return MESSAGES.success.review;
  if (!order.paid && order.status !== 'error') return AWAITING_PAYMENT_TEXT;
  return progressText(order.step, orderKind(order));
}

/** What the success page shows of an order. */
export function toOrderView(order: OrderRecord): OrderView {
  const bundle = order.order_data.bundle;
  const failed = order.status === 'error';
  const kind = orderKind(order);
  return {
    reference: order.order_id,
    kind,
    status: order.status,
    step: order.step,
    stepNumber: Math.min(6, Math.max(-1, order.step_number)),
    progressText: viewProgressText(order),
    paid: order.paid,
    delivered: isDelivered(order),
    summary: {
      bundleId: bundle.bundleId,
      bundleName: bundle.name,
      zone: bundle.zone,
      size: bundle.size,
      validityDays: bundle.validityDays,
      countries: bundle.countries,
      couponCode: order.coupon_code,
      quote: order.order_data.quote,
    },
    esim:
      order.iccid && order.activation_code && order.qr_code_url
        ? { iccid: order.iccid, activationCode: order.activation_code, qrCodeDataUrl: order.qr_code_url }
        : null,
    topUp:
      kind === 'topup'
        ? {
            iccid: order.target_iccid ?? '',
            remainingMb: order.top_up_result?.remainingMb ?? null,
            totalMb: order.top_up_result?.totalMb ?? null,
            bundleExpiry: order.top_up_result?.bundleExpiry ?? null,
          }
        : null,
    errorMessage: failed ? (order.error_message ?? MESSAGES.success.unexpected) : null,
    invoiceAvailable: order.status === 'completed' && Boolean(order.stripe_session_id),
    updatedAt: order.updated_at,
    refund:
      order.refund?.state === 'refunded'
        ? { amountCents: order.refund.amount_cents, refundedAt: order.refund.refunded_at ?? null }
        : null,
  };
}
