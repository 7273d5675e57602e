import { ADMIN_ROUTES } from '../../shared/api/admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { listCoupons } from '../use-cases/list-coupons';
import { couponStore } from '../wiring/coupon-store';
import { now } from '../wiring/shop';

export const handler = httpHandler(
  ADMIN_ROUTES,
  'list-coupons',
  () => listCoupons({ coupons: couponStore(), now }),
  { verifyToken },
);
