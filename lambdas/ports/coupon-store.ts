import type { Coupon } from '../../shared/pricing/pricing';

export interface CouponStore {
  /** The coupon with this code (case-insensitive), whatever its status; null when unknown. */
  get(code: string): Promise<Coupon | null>;
}
