import type { AdminCoupon } from '../../shared/api/admin-console.schema';
import { isCouponApplicable, type Coupon } from '../../shared/pricing/pricing';

/** A coupon as the staff's coupon page shows it: usable means it applies at checkout now. */
export function toAdminCoupon(coupon: Coupon, now: Date): AdminCoupon {
  return {
    code: coupon.code,
    status: coupon.status,
    discountType: coupon.discount_type,
    discountValue: coupon.discount_type === 'free' ? 0 : coupon.discount_value,
    validUntil: coupon.valid_until || null,
    usable: isCouponApplicable(coupon, now),
  };
}
