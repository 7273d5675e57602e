import type { OrderQuote } from './pricing';

/**
 * The order quotes the tests share (a test module: no shipped code imports it). pricing.test.ts
 * checks that `quoteOrder` prices each exactly so, so the figures stay the shop's own.
 */

/** The Europe 5GB bundle at €16.61 without a coupon: €13.73 plus €2.88 VAT. */
export function quoteFixture(overrides: Partial<OrderQuote> = {}): OrderQuote {
  return {
    priceCents: 1661,
    discountCents: 0,
    feeCents: 0,
    totalCents: 1661,
    subtotalCents: 1373,
    vatCents: 288,
    free: false,
    couponApplied: false,
    ...overrides,
  };
}

/**
 * A €4.17 bundle with a fixed €3.97 coupon ('ALMOST'): €0.20 left, raised to the €0.50 minimum
 * charge by a €0.30 processing fee.
 */
export function feeQuoteFixture(overrides: Partial<OrderQuote> = {}): OrderQuote {
  return quoteFixture({
    priceCents: 417,
    discountCents: 397,
    feeCents: 30,
    totalCents: 50,
    subtotalCents: 41,
    vatCents: 9,
    couponApplied: true,
    ...overrides,
  });
}
