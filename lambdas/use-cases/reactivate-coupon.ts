import type { AdminCoupon } from '../../shared/api/admin-console.schema';
import { COUPON_MESSAGES } from '../../shared/api/admin-console.schema';
import type { AuthClaims } from '../lib/caller';
import { NotFoundError } from '../lib/errors';
import type { AuditLog } from '../ports/audit-log';
import type { CouponStore } from '../ports/coupon-store';
import { toAdminCoupon } from './admin-coupon';
import { actorOf } from './audit-trail';

/**
 * Lets a deactivated coupon apply at checkout again, as it was: same discount, same end date (one
 * that has passed keeps it unusable, shown as Expired). Reactivating an active coupon changes nothing
 * (and is recorded as done, with the same before and after).
 */
export async function reactivateCoupon(
  deps: { coupons: CouponStore; now: () => Date; audit: AuditLog },
  caller: AuthClaims,
  code: string,
): Promise<AdminCoupon> {
  // The coupon as it was, for the audit log's before.
  const before = await deps.coupons.get(code);
  const coupon = await deps.coupons.setStatus(code, 'active');
  if (!coupon) throw new NotFoundError(COUPON_MESSAGES.notFound);
  await deps.audit.record({
    kind: 'coupon',
    action: 'reactivate',
    actor: actorOf(caller),
    subject: coupon.code,
    ...(before && { before }),
    after: coupon,
  });
  return toAdminCoupon(coupon, deps.now());
}
