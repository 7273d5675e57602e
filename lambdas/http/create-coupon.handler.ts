import { ADMIN_ROUTES } from '../../shared/api/admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { createCoupon } from '../use-cases/create-coupon';
import { auditLog } from '../wiring/audit-log';
import { couponStore } from '../wiring/coupon-store';
import { now } from '../wiring/shop';

export const handler = httpHandler(
  ADMIN_ROUTES,
  'create-coupon',
  ({ body, auth }) => createCoupon({ coupons: couponStore(), now, audit: auditLog() }, auth, body),
  { verifyToken },
);
