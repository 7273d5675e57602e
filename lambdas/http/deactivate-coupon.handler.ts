import { ADMIN_ROUTES } from '../../shared/api/admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { deactivateCoupon } from '../use-cases/deactivate-coupon';
import { auditLog } from '../wiring/audit-log';
import { couponStore } from '../wiring/coupon-store';
import { now } from '../wiring/shop';

export const handler = httpHandler(
  ADMIN_ROUTES,
  'deactivate-coupon',
  ({ params, auth }) =>
    deactivateCoupon({ coupons: couponStore(), now, audit: auditLog() }, auth, params.code),
  { verifyToken },
);
