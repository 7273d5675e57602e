import { CHECKOUT_ROUTES } from '../../shared/api/checkout.routes';
import { httpHandler } from '../lib/http';
import { validateCoupon } from '../use-cases/validate-coupon';
import { couponStore } from '../wiring/coupon-store';
import { rateLimits } from '../wiring/rate-counter';
import { catalogue } from '../wiring/published-catalogue';
import { now } from '../wiring/shop';

export const handler = httpHandler(
  CHECKOUT_ROUTES,
  'validate-coupon',
  async ({ body }) => validateCoupon({ catalogue: await catalogue(), coupons: couponStore(), now }, body),
  { rateLimits },
);
