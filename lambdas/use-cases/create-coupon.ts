import type { AdminCoupon } from '../../shared/api/admin-console.schema';
import { COUPON_MESSAGES } from '../../shared/api/admin-console.schema';
import type { Coupon } from '../../shared/pricing/pricing';
import type { AuthClaims } from '../lib/caller';
import { ConflictError, ValidationError } from '../lib/errors';
import type { AuditLog } from '../ports/audit-log';
import type { CouponStore } from '../ports/coupon-store';
import { toAdminCoupon } from './admin-coupon';
import { actorOf } from './audit-trail';

/**
 * A new active coupon; its code is unique whatever its case, and its end (if any) is in the future.
 * The audit log gets the coupon as created.
 */
export async function createCoupon(
  deps: { coupons: CouponStore; now: () => Date; audit: AuditLog },
  caller: AuthClaims,
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
  await deps.audit.record({
    kind: 'coupon',
    action: 'create',
    actor: actorOf(caller),
    subject: coupon.code,
    after: coupon,
  });
  return toAdminCoupon(coupon, now);
}
