import { ADMIN_ROUTES } from '../../shared/api/admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { deactivateCoupon } from '../use-cases/deactivate-coupon';
import { couponStore } from '../wiring/coupon-store';
import { now } from '../wiring/shop';

export const handler = httpHandler(
  ADMIN_ROUTES,
  'deactivate-coupon',
  ({ params }) => deactivateCoupon({ coupons: couponStore(), now }, params.code),
  { verifyToken },
);
