import type { Coupon } from '../../shared/pricing/pricing';

export interface CouponStore {
  /** The coupon with this code (case-insensitive), whatever its status; null when unknown. */
  get(code: string): Promise<Coupon | null>;
  /** Every coupon, whatever its status. */
  list(): Promise<Coupon[]>;
  /** Stores a new coupon under its upper-cased code; ConflictError when the code exists in any case. */
  create(coupon: Coupon): Promise<void>;
  /** Sets the status of an existing coupon; the updated coupon, or null when there is none. */
  setStatus(code: string, status: string): Promise<Coupon | null>;
}
