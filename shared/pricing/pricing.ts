import type { Catalogue, PriceTier } from '../catalogue/catalogue';
import { centsFromEuros } from './money';

export const VAT_RATE = 0.21;
/** An order whose discounted amount is above 0 but below this is topped up to it (card fees). */
export const MINIMUM_CHARGE_CENTS = 50;

const TIER_LIMITS_GB: readonly (readonly [maxGb: number, tier: PriceTier])[] = [
  [0.5, '512MB'],
  [1, '1GB'],
  [3, '3GB'],
  [5, '5GB'],
  [10, '10GB'],
  [20, '20GB'],
];

/** The price tier of a data amount: the smallest tier that holds it, 50GB above 20 GB. */
export function priceTierFor(mb: number): PriceTier {
  const gb = mb / 1024;
  return TIER_LIMITS_GB.find(([maxGb]) => gb <= maxGb)?.[1] ?? '50GB';
}

/** Net price (before VAT) of a bundle of `mb` in `zone`; 0 for a zone without a price table. */
export function bundlePriceCents(
  catalogue: Catalogue,
  zone: string,
  mb: number,
  kind: 'esim' | 'topup' = 'esim',
): number {
  return catalogue.prices[zone]?.[kind][priceTierFor(mb)] ?? 0;
}

/** Net cents plus 21 % VAT, rounded to whole cents. */
export function withVatCents(netCents: number): number {
  return Math.round(netCents * (1 + VAT_RATE));
}

/** Splits a VAT-inclusive total; vat is the remainder so that subtotal + vat always equals the total. */
export function splitVat(grossCents: number): { subtotalCents: number; vatCents: number } {
  const subtotalCents = Math.round(grossCents / (1 + VAT_RATE));
  return { subtotalCents, vatCents: grossCents - subtotalCents };
}

export type Coupon = {
  code: string;
  status: string;
  discount_type: 'free' | 'percentage' | 'fixed';
  /** Percent for 'percentage', euros for 'fixed', ignored for 'free'. */
  discount_value: number;
  valid_until?: string | null;
};

/** A coupon counts only when active and not past its valid_until (absent means no end). */
export function isCouponApplicable(coupon: Coupon, now: Date): boolean {
  if (coupon.status !== 'active') return false;
  if (coupon.valid_until === undefined || coupon.valid_until === null || coupon.valid_until === '')
    return true;
  const end = Date.parse(coupon.valid_until);
  // An unreadable end date cannot prove the coupon is still valid.
  return !Number.isNaN(end) && end > now.getTime();
}

/** Cents a coupon takes off a price; never more than the price, never negative. */
export function couponDiscountCents(coupon: Coupon, priceCents: number): number {
  const price = Math.max(0, priceCents);
  const value = Number.isFinite(coupon.discount_value) ? Math.max(0, coupon.discount_value) : 0;
  switch (coupon.discount_type) {
    case 'free':
      return price;
    case 'percentage':
      return Math.min(price, Math.round((price * value) / 100));
    case 'fixed':
      return Math.min(price, centsFromEuros(value));
  }
}

/** The fee that lifts a small non-zero amount to the minimum charge. */
export function processingFeeCents(amountCents: number): number {
  return amountCents > 0 && amountCents < MINIMUM_CHARGE_CENTS ? MINIMUM_CHARGE_CENTS - amountCents : 0;
}

export type OrderQuote = {
  /** VAT-inclusive bundle price before discount. */
  priceCents: number;
  discountCents: number;
  feeCents: number;
  totalCents: number;
  subtotalCents: number;
  vatCents: number;
  free: boolean;
  couponApplied: boolean;
};

/** What an order costs: price − coupon discount + processing fee, with the VAT it includes. */
export function quoteOrder(input: {
  grossPriceCents: number;
  coupon?: Coupon | null;
  now: Date;
}): OrderQuote {
  const priceCents = Math.max(0, Math.round(input.grossPriceCents));
  const couponApplied = input.coupon ? isCouponApplicable(input.coupon, input.now) : false;
  const discountCents = couponApplied && input.coupon ? couponDiscountCents(input.coupon, priceCents) : 0;
  const feeCents = processingFeeCents(priceCents - discountCents);
  const totalCents = priceCents - discountCents + feeCents;
  return {
    priceCents,
    discountCents,
    feeCents,
    totalCents,
    ...splitVat(totalCents),
    free: totalCents === 0,
    couponApplied,
  };
}
