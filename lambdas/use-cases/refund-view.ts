import type { OrderRefundView } from '../../shared/api/refunds.schema';
import type { OrderRefund } from '../ports/order-store';

/** An order's refund as the console shows it: the admin by e-mail, null for one made in Stripe's dashboard. */
export function toRefundView(refund: OrderRefund): OrderRefundView {
  return {
    state: refund.state,
    amountCents: refund.amount_cents,
    reason: refund.reason,
    by: refund.by?.email ?? null,
    requestedAt: refund.requested_at,
    refundedAt: refund.refunded_at ?? null,
    profileReleased: refund.profile_released ?? false,
  };
}
