import type { CouponValidateResponse } from '../../shared/api/checkout.schema';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import type { CouponStore } from '../ports/coupon-store';
import { lookUpCoupon, pricedBundle, quoteBundle } from './priced-bundle';

export interface ValidateCouponDeps {
  catalogue: Catalogue;
  coupons: CouponStore;
  now: () => Date;
}

/** The checkout's live coupon check (an eSIM's or a top-up's): whether it applies, and the price with it. */
export async function validateCoupon(
  deps: ValidateCouponDeps,
  input: { code: string; bundleId: string; kind?: 'esim' | 'topup' | undefined },
): Promise<CouponValidateResponse> {
  const offer = pricedBundle(deps.catalogue, input.bundleId, input.kind);
  const coupon = await lookUpCoupon(deps.coupons, input.code);
  const quote = quoteBundle(offer, coupon, deps.now());
  return {
    valid: quote.couponApplied,
    code: coupon?.code ?? input.code,
    discountType: quote.couponApplied && coupon ? coupon.discount_type : null,
    quote,
  };
}
