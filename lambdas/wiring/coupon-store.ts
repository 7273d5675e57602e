import { DynamoCouponStore } from '../adapters/dynamo-coupon-store';
import type { CouponStore } from '../ports/coupon-store';
import { tableAdapter } from './aws-clients';

export const couponStore = tableAdapter(
  'coupons',
  (doc, table): CouponStore => new DynamoCouponStore(doc, table),
);
