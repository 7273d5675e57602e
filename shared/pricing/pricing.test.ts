import fc from 'fast-check';
import { activeBundles, type PriceTier } from '../catalogue/catalogue';
import { loadCatalogue } from '../catalogue/shipped-catalogue';
import {
  bundlePriceCents,
  couponDiscountCents,
  isCouponApplicable,
  priceTierFor,
  processingFeeCents,
  quoteOrder,
  splitVat,
  VAT_RATE,
  withVatCents,
  type Coupon,
} from './pricing';
import { feeQuoteFixture, quoteFixture } from './quote-fixture.test-support';

const catalogue = loadCatalogue();
const NOW = new Date('2025-06-01T12:00:00Z');
const coupon = (patch: Partial<Coupon>): Coupon => ({
  code: 'TRAVEL',
  status: 'active',
  discount_type: 'percentage',
  discount_value: 10,
  valid_until: null,
  ...patch,
});

it('charges 21 % VAT', () => {
  expect(VAT_RATE).toBe(0.21);
});

describe('priceTierFor', () => {
  it.each<[number, PriceTier]>([
    [1, '512MB'],
    [512, '512MB'],
    [513, '1GB'],
    [1024, '1GB'],
    [1025, '3GB'],
    [3072, '3GB'],
    [5120, '5GB'],
    [5121, '10GB'],
    [10240, '10GB'],
    [20480, '20GB'],
    [20481, '50GB'],
    [51200, '50GB'],
    [102400, '50GB'],
  ])('%i MB → %s', (mb, tier) => {
    expect(priceTierFor(mb)).toBe(tier);
  });
});

describe('bundlePriceCents', () => {
  it.each([
    [512, 345, 114],
    [1024, 459, 229],
    [3072, 916, 686],
    [5120, 1373, 1143],
    [10240, 2517, 2286],
    [20480, 4803, 4572],
    [51200, 11661, 11431],
  ])('Europe %i MB: eSIM %i, top-up %i cents', (mb, esim, topup) => {
    expect(bundlePriceCents(catalogue, 'Europe', mb)).toBe(esim);
    expect(bundlePriceCents(catalogue, 'Europe', mb, 'esim')).toBe(esim);
    expect(bundlePriceCents(catalogue, 'Europe', mb, 'topup')).toBe(topup);
  });

  it.each(['Atlantis', 'Europe2', 'North America2', ''])(
    'prices the unknown or unpriced zone %j at 0',
    (zone) => {
      expect(bundlePriceCents(catalogue, zone, 5120)).toBe(0);
    },
  );
});

describe('VAT', () => {
  it('shows the Europe 5 GB eSIM at 13.73 before tax and 16.61 with VAT', () => {
    const net = bundlePriceCents(catalogue, 'Europe', 5120);
    expect(net).toBe(1373);
    expect(withVatCents(net)).toBe(1661);
  });

  it.each([
    [0, 0],
    [100, 121],
    [345, 417],
    [11661, 14110],
  ])('withVatCents(%i) = %i', (net, gross) => {
    expect(withVatCents(net)).toBe(gross);
  });

  it.each([
    [1661, 1373, 288],
    [121, 100, 21],
    [50, 41, 9],
    [0, 0, 0],
  ])('splitVat(%i) = %i + %i', (gross, subtotalCents, vatCents) => {
    expect(splitVat(gross)).toEqual({ subtotalCents, vatCents });
  });

  it('always splits a total into parts that add up to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (gross) => {
        const { subtotalCents, vatCents } = splitVat(gross);
        expect(subtotalCents + vatCents).toBe(gross);
        expect(subtotalCents).toBeGreaterThanOrEqual(0);
        expect(vatCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('isCouponApplicable', () => {
  it.each<[string, Partial<Coupon>, boolean]>([
    ['active without end date', { valid_until: null }, true],
    ['active with valid_until absent', { valid_until: undefined }, true],
    ['active with an empty end date', { valid_until: '' }, true],
    ['active until tomorrow', { valid_until: '2025-06-02T00:00:00Z' }, true],
    ['ended yesterday', { valid_until: '2025-05-31T00:00:00Z' }, false],
    ['ending exactly now', { valid_until: NOW.toISOString() }, false],
    ['with an unreadable end date', { valid_until: 'soon' }, false],
    ['inactive', { status: 'inactive' }, false],
    ['expired status', { status: 'expired', valid_until: '2030-01-01' }, false],
  ])('a coupon %s → %s', (_label, patch, applicable) => {
    expect(isCouponApplicable(coupon(patch), NOW)).toBe(applicable);
  });
});

describe('couponDiscountCents', () => {
  it.each<[Coupon['discount_type'], number, number, number]>([
    ['free', 0, 1661, 1661],
    ['percentage', 10, 1661, 166],
    ['percentage', 20, 1661, 332],
    ['percentage', 100, 1661, 1661],
    ['percentage', 150, 1661, 1661],
    ['percentage', -5, 1661, 0],
    ['fixed', 5, 1661, 500],
    ['fixed', 2.5, 1661, 250],
    ['fixed', 50, 1661, 1661],
    ['fixed', -1, 1661, 0],
  ])('%s %d off %i cents → %i', (discount_type, discount_value, price, discount) => {
    expect(couponDiscountCents(coupon({ discount_type, discount_value }), price)).toBe(discount);
  });
});

describe('processingFeeCents', () => {
  it.each([
    [0, 0],
    [1, 49],
    [20, 30],
    [49, 1],
    [50, 0],
    [1661, 0],
    [-10, 0],
  ])('amount %i → fee %i', (amount, fee) => {
    expect(processingFeeCents(amount)).toBe(fee);
  });

  it('lifts every amount above 0 and below 0.50 to exactly 0.50, and leaves the rest alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 1_000_000 }), (amount) => {
        const small = amount > 0 && amount < 50;
        expect(processingFeeCents(amount)).toBe(small ? 50 - amount : 0);
      }),
    );
  });
});

describe('quoteOrder', () => {
  it.each([
    ['no coupon', 1661, null, quoteFixture()],
    [
      'a 10 % coupon',
      1661,
      coupon({ discount_value: 10 }),
      {
        priceCents: 1661,
        discountCents: 166,
        feeCents: 0,
        totalCents: 1495,
        subtotalCents: 1236,
        vatCents: 259,
        free: false,
        couponApplied: true,
      },
    ],
    [
      'a free coupon',
      1661,
      coupon({ discount_type: 'free' }),
      {
        priceCents: 1661,
        discountCents: 1661,
        feeCents: 0,
        totalCents: 0,
        subtotalCents: 0,
        vatCents: 0,
        free: true,
        couponApplied: true,
      },
    ],
    [
      'a fixed coupon leaving 0.20',
      417,
      coupon({ discount_type: 'fixed', discount_value: 3.97 }),
      feeQuoteFixture(),
    ],
    ['an expired coupon', 1661, coupon({ discount_type: 'free', valid_until: '2020-01-01' }), quoteFixture()],
  ])('prices an order with %s', (_label, grossPriceCents, c, expected) => {
    expect(quoteOrder({ grossPriceCents, coupon: c, now: NOW })).toEqual(expected);
  });

  const anyCoupon = fc.record({
    code: fc.string(),
    status: fc.constantFrom('active', 'inactive'),
    discount_type: fc.constantFrom('free' as const, 'percentage' as const, 'fixed' as const),
    discount_value: fc.double({ min: -100, max: 500, noNaN: true }),
    valid_until: fc.option(fc.constantFrom('2020-01-01', '2030-01-01'), { nil: null }),
  });

  it('never goes below zero and always adds up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1_000_000 }),
        fc.option(anyCoupon, { nil: null }),
        (gross, c) => {
          const quote = quoteOrder({ grossPriceCents: gross, coupon: c, now: NOW });
          for (const value of [
            quote.priceCents,
            quote.discountCents,
            quote.feeCents,
            quote.totalCents,
            quote.subtotalCents,
            quote.vatCents,
          ]) {
            expect(value).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(value)).toBe(true);
          }
          expect(quote.discountCents).toBeLessThanOrEqual(quote.priceCents);
          expect(quote.totalCents).toBe(quote.priceCents - quote.discountCents + quote.feeCents);
          expect(quote.subtotalCents + quote.vatCents).toBe(quote.totalCents);
          expect(quote.free).toBe(quote.totalCents === 0);
          expect(quote.totalCents === 0 || quote.totalCents >= 50).toBe(true);
        },
      ),
    );
  });

  it('prices every sellable catalogue bundle above zero', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...activeBundles(catalogue)),
        fc.constantFrom('esim' as const, 'topup' as const),
        (row, kind) => {
          expect(bundlePriceCents(catalogue, row.BundleZone, row['Bundle Value (MB)'], kind)).toBeGreaterThan(
            0,
          );
        },
      ),
    );
  });
});
