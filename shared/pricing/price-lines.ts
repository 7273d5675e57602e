import { formatEur } from './money';
import { splitVat } from './pricing';

/**
 * The labels of a price breakdown. VAT is included in every price the shop shows, so it is not a
 * line to add: it is said after the total, with the spec's own words ('Sales Tax (21%) included').
 */
export const PRICE_LINE_LABELS = {
  price: 'Price',
  discount: 'Coupon discount',
  fee: 'Processing fee',
  total: 'Total',
  net: 'Subtotal (excl. tax)',
  vat: 'Sales Tax (21%) included',
} as const;

export type PriceLineKind = keyof typeof PRICE_LINE_LABELS;

export interface PriceLine {
  kind: PriceLineKind;
  label: string;
  /** Whole cents as the line counts: the discount is negative. */
  cents: number;
  /** As a buyer reads it: '€16.61', '-€1.66'. */
  amount: string;
}

/**
 * What every view of an order's price shows, top to bottom: the terms (the price before discount,
 * then the coupon discount and the processing fee when there are any) add up to the total; the
 * included lines (the amount before tax and the VAT in it) split the same total.
 */
export interface PriceBreakdown {
  terms: readonly PriceLine[];
  total: PriceLine;
  included: readonly [net: PriceLine, vat: PriceLine];
}

/** The server's quote fits; a cart without a coupon is just its price. */
export interface PricedAmounts {
  /** VAT-inclusive price before discount. */
  priceCents: number;
  discountCents?: number;
  feeCents?: number;
}

const cents = (value: number | undefined) =>
  Number.isFinite(value) ? Math.max(0, Math.round(value as number)) : 0;

const line = (kind: PriceLineKind, value: number, label: string = PRICE_LINE_LABELS[kind]): PriceLine => ({
  kind,
  label,
  cents: value,
  amount: formatEur(value),
});

/**
 * The price lines of an order (or a cart). The total is the sum of the terms as shown, so the lines
 * add up whatever the amounts; a discount is never more than the price.
 */
export function priceBreakdown(amounts: PricedAmounts, couponCode?: string | null): PriceBreakdown {
  const price = cents(amounts.priceCents);
  const discount = Math.min(price, cents(amounts.discountCents));
  const fee = cents(amounts.feeCents);
  const total = price - discount + fee;
  const { subtotalCents, vatCents } = splitVat(total);
  const discountLabel = couponCode
    ? `${PRICE_LINE_LABELS.discount} (${couponCode})`
    : PRICE_LINE_LABELS.discount;
  return {
    terms: [
      line('price', price),
      ...(discount > 0 ? [line('discount', -discount, discountLabel)] : []),
      ...(fee > 0 ? [line('fee', fee)] : []),
    ],
    total: line('total', total),
    included: [line('net', subtotalCents), line('vat', vatCents)],
  };
}

/** Every line in reading order: the terms, the total, what the total includes. */
export function priceBreakdownLines(breakdown: PriceBreakdown): PriceLine[] {
  return [...breakdown.terms, breakdown.total, ...breakdown.included];
}

/** The breakdown as plain text lines ('Price: €16.61'), for an e-mail's text part or an invoice. */
export function priceBreakdownText(breakdown: PriceBreakdown): string[] {
  return priceBreakdownLines(breakdown).map((l) => `${l.label}: ${l.amount}`);
}
