import type { AdminCoupon } from '../../shared/api/admin-console.schema';
import type { CouponStore } from '../ports/coupon-store';
import { toAdminCoupon } from './admin-coupon';

/** Every coupon, usable ones first, then by code. */
export async function listCoupons(deps: {
  coupons: CouponStore;
  now: () => Date;
}): Promise<{ coupons: AdminCoupon[] }> {
  const now = deps.now();
  const coupons = (await deps.coupons.list()).map((coupon) => toAdminCoupon(coupon, now));
  coupons.sort((a, b) => Number(b.usable) - Number(a.usable) || a.code.localeCompare(b.code));
  return { coupons };
}
