import { httpHandler } from '../lib/http';
import { deactivateCoupon } from '../use-cases/admin-console';
import { couponStore } from '../wiring/coupon-store';
import { now } from '../wiring/shop';

export const handler = httpHandler('deactivate-coupon', ({ params }) =>
  deactivateCoupon({ coupons: couponStore(), now }, params.code),
);
