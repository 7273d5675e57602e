import type { AdminCoupon } from '../../shared/api/admin-console.schema';
import { COUPON_MESSAGES } from '../../shared/api/admin-console.schema';
import { NotFoundError } from '../lib/errors';
import type { CouponStore } from '../ports/coupon-store';
import { toAdminCoupon } from './admin-coupon';

/**
 * Stops a coupon from applying at checkout; it stays listed, and `reactivateCoupon` undoes it.
 * Deactivating twice changes nothing.
 */
export async function deactivateCoupon(
  deps: { coupons: CouponStore; now: () => Date },
  code: string,
): Promise<AdminCoupon> {
  const coupon = await deps.coupons.setStatus(code, 'inactive');
  if (!coupon) throw new NotFoundError(COUPON_MESSAGES.notFound);
  return toAdminCoupon(coupon, deps.now());
}
