import { ADMIN_ROUTES } from '../../shared/api/admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { reactivateCoupon } from '../use-cases/reactivate-coupon';
import { auditLog } from '../wiring/audit-log';
import { couponStore } from '../wiring/coupon-store';
import { now } from '../wiring/shop';

export const handler = httpHandler(
  ADMIN_ROUTES,
  'reactivate-coupon',
  ({ params, auth }) =>
    reactivateCoupon({ coupons: couponStore(), now, audit: auditLog() }, auth, params.code),
  { verifyToken },
);
