import fc from 'fast-check';
import { centsFromEuros } from './money';
import { priceBreakdown, priceBreakdownLines, priceBreakdownText, type PriceLine } from './price-lines';
import { quoteOrder, type Coupon } from './pricing';

const NOW = new Date('2025-06-01T12:00:00Z');

/** What a reader takes a shown amount for: '-€1,234.56' → -123456. */
const read = (line: PriceLine) => {
  const negative = line.amount.startsWith('-');
  const cents = centsFromEuros(Number(line.amount.replace(/[-€,]/g, '')));
  return negative ? -cents : cents;
};
const sum = (lines: readonly PriceLine[]) => lines.reduce((total, l) => total + read(l), 0);

describe('priceBreakdown', () => {
  it('reads the success page example top to bottom: price, discount, total, then the VAT in it', () => {
    // 10 % off the Europe 20 GB eSIM: the page once showed €22.65 + €4.76 − €3.05 = €27.41.
    const quote = quoteOrder({
      grossPriceCents: 3046,
      coupon: { code: 'TEN', status: 'active', discount_type: 'percentage', discount_value: 10 },
      now: NOW,
    });
    expect(priceBreakdownText(priceBreakdown(quote, 'TEN'))).toEqual([
      'Price: €30.46',
      'Coupon discount (TEN): -€3.05',
      'Total: €27.41',
      'Subtotal (excl. tax): €22.65',
      'Sales Tax (21%) included: €4.76',
    ]);
  });

  it('shows the processing fee as a term of its own', () => {
    const lines = priceBreakdownLines(priceBreakdown({ priceCents: 417, discountCents: 397, feeCents: 30 }));
    expect(lines.map((l) => [l.kind, l.amount])).toEqual([
      ['price', '€4.17'],
      ['discount', '-€3.97'],
      ['fee', '€0.30'],
      ['total', '€0.50'],
      ['net', '€0.41'],
      ['vat', '€0.09'],
    ]);
  });

  it('shows a cart without a coupon as its price, total and the VAT in it', () => {
    const breakdown = priceBreakdown({ priceCents: 1661 });
    expect(breakdown.terms.map((l) => l.kind)).toEqual(['price']);
    expect(breakdown.total.amount).toBe('€16.61');
    expect(breakdown.included.map((l) => l.amount)).toEqual(['€13.73', '€2.88']);
  });

  const anyCoupon: fc.Arbitrary<Coupon> = fc.record({
    code: fc.string({ maxLength: 12 }),
    status: fc.constantFrom('active', 'inactive'),
    discount_type: fc.constantFrom('free' as const, 'percentage' as const, 'fixed' as const),
    discount_value: fc.double({ min: -100, max: 2000, noNaN: true }),
    valid_until: fc.option(fc.constantFrom('2020-01-01', '2030-01-01'), { nil: null }),
  });

  it('adds up line by line, as a reader adds the amounts shown, for any price, coupon and fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(anyCoupon, { nil: null }),
        (gross, coupon) => {
          const quote = quoteOrder({ grossPriceCents: gross, coupon, now: NOW });
          const breakdown = priceBreakdown(quote, coupon?.code);
          expect(sum(breakdown.terms)).toBe(read(breakdown.total));
          expect(sum(breakdown.included)).toBe(read(breakdown.total));
          // The same total the buyer is charged.
          expect(breakdown.total.cents).toBe(quote.totalCents);
          expect(breakdown.included.map((l) => l.cents)).toEqual([quote.subtotalCents, quote.vatCents]);
          for (const l of priceBreakdownLines(breakdown)) expect(read(l)).toBe(l.cents);
        },
      ),
    );
  });

  it('adds up and never shows a negative total for any amounts, even ones no quote makes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 10_000_000 }),
        fc.integer({ min: -1000, max: 20_000_000 }),
        fc.integer({ min: -1000, max: 1000 }),
        (priceCents, discountCents, feeCents) => {
          const breakdown = priceBreakdown({ priceCents, discountCents, feeCents });
          expect(sum(breakdown.terms)).toBe(read(breakdown.total));
          expect(sum(breakdown.included)).toBe(read(breakdown.total));
          expect(breakdown.total.cents).toBeGreaterThanOrEqual(0);
          expect(breakdown.terms.filter((l) => l.cents === 0 && l.kind !== 'price')).toEqual([]);
        },
      ),
    );
  });
});
