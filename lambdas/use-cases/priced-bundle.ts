import { offerFromRow, type BundleOffer } from '../../shared/bundles/search';
import { findBundle, type Catalogue } from '../../shared/catalogue/catalogue';
import { quoteOrder, type Coupon, type OrderQuote } from '../../shared/pricing/pricing';
import { ValidationError } from '../lib/errors';
import type { CouponStore } from '../ports/coupon-store';

const UNKNOWN_BUNDLE_MESSAGE = 'Unknown bundle';

/**
 * The sellable bundle with this id, priced from the catalogue (the zone's eSIM or top-up table);
 * a bundle without a price is not for sale.
 */
export function pricedBundle(
  catalogue: Catalogue,
  bundleId: string,
  kind: 'esim' | 'topup' = 'esim',
): BundleOffer {
  const row = findBundle(catalogue, bundleId);
  const offer = row ? offerFromRow(catalogue, row, kind) : null;
  if (!offer || offer.priceWithVat <= 0) {
    throw new ValidationError(UNKNOWN_BUNDLE_MESSAGE, { bundleId: UNKNOWN_BUNDLE_MESSAGE });
  }
  return offer;
}

/** The coupon behind a code, or null for no code or an unknown one. */
export async function lookUpCoupon(
  coupons: CouponStore,
  code: string | null | undefined,
): Promise<Coupon | null> {
  const trimmed = code?.trim();
  return trimmed ? coupons.get(trimmed) : null;
}

/** What the bundle costs with this coupon; an inactive or expired coupon is ignored. */
export function quoteBundle(offer: BundleOffer, coupon: Coupon | null, now: Date): OrderQuote {
  return quoteOrder({ grossPriceCents: offer.priceWithVat, coupon, now });
}
