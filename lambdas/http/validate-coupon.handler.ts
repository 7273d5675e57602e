import { httpHandler } from '../lib/http';
import { validateCoupon } from '../use-cases/validate-coupon';
import { couponStore } from '../wiring/coupon-store';
import { catalogue, now } from '../wiring/shop';

export const handler = httpHandler('validate-coupon', ({ body }) =>
  validateCoupon({ catalogue: catalogue(), coupons: couponStore(), now }, body),
);
