import type { AdminCoupon } from '../../shared/api/admin-console.schema';
import { COUPON_MESSAGES } from '../../shared/api/admin-console.schema';
import type { Coupon } from '../../shared/pricing/pricing';
import { ConflictError, ValidationError } from '../lib/errors';
import type { CouponStore } from '../ports/coupon-store';
import { toAdminCoupon } from './admin-coupon';

/** A new active coupon; its code is unique whatever its case, and its end (if any) is in the future. */
export async function createCoupon(
  deps: { coupons: CouponStore; now: () => Date },
  input: { code: string; discountType: Coupon['discount_type']; discountValue?: number; validUntil?: string },
): Promise<AdminCoupon> {
  const now = deps.now();
  const validUntil = input.validUntil ? new Date(input.validUntil) : null;
  if (validUntil && validUntil.getTime() <= now.getTime())
    throw new ValidationError(COUPON_MESSAGES.validUntil, { validUntil: COUPON_MESSAGES.validUntil });
  const coupon: Coupon = {
    code: input.code.toUpperCase(),
    status: 'active',
    discount_type: input.discountType,
    discount_value: input.discountType === 'free' ? 100 : (input.discountValue ?? 0),
    valid_until: validUntil ? validUntil.toISOString() : null,
  };
  try {
    await deps.coupons.create(coupon);
  } catch (error) {
    if (error instanceof ConflictError) throw new ConflictError(COUPON_MESSAGES.exists);
    throw error;
  }
  return toAdminCoupon(coupon, now);
}
