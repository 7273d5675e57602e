import type { AdminCoupon } from '../../shared/api/admin-console.schema';
import { COUPON_MESSAGES } from '../../shared/api/admin-console.schema';
import { NotFoundError } from '../lib/errors';
import type { CouponStore } from '../ports/coupon-store';
import { toAdminCoupon } from './admin-coupon';

/**
 * Lets a deactivated coupon apply at checkout again, as it was: same discount, same end date (one
 * that has passed keeps it unusable, shown as Expired). Reactivating an active coupon changes nothing.
 */
export async function reactivateCoupon(
  deps: { coupons: CouponStore; now: () => Date },
  code: string,
): Promise<AdminCoupon> {
  const coupon = await deps.coupons.setStatus(code, 'active');
  if (!coupon) throw new NotFoundError(COUPON_MESSAGES.notFound);
  return toAdminCoupon(coupon, deps.now());
}
