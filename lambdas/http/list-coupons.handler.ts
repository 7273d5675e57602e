import { httpHandler } from '../lib/http';
import { listCoupons } from '../use-cases/admin-console';
import { couponStore } from '../wiring/coupon-store';
import { now } from '../wiring/shop';

export const handler = httpHandler('list-coupons', () => listCoupons({ coupons: couponStore(), now }));
