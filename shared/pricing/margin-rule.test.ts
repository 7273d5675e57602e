import fc from 'fast-check';
import {
  ESIM_PROFILE_CENTS,
  marginPercentOf,
  roundUpToEnding,
  ruledPriceCents,
  ruledTopUpPriceCents,
} from './margin-rule';

describe('roundUpToEnding', () => {
  it.each([
    [434, 49, 449],
    [449, 49, 449],
    [450, 49, 549],
    [434, 99, 499],
    [500, 99, 599],
    [300 * 1.15, null, 345],
    [434.2, null, 435],
    [12, 0, 100],
    [0, 99, 99],
  ])('%s cents to a .%s ending → %s', (cents, ending, expected) => {
    expect(roundUpToEnding(cents, ending)).toBe(expected);
  });

  it('never goes below the amount, nor 100 cents or more above it, and ends as asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 99 }), (cents, ending) => {
        const price = roundUpToEnding(cents, ending);
        expect(price).toBeGreaterThanOrEqual(cents);
        expect(price - cents).toBeLessThan(100);
        expect(price % 100).toBe(ending);
      }),
    );
  });
});

describe('the margin rule', () => {
  it('prices cost × (1 + margin %), rounded up to the ending', () => {
    expect(ruledPriceCents(310, { marginPercent: 40, ending: 99 })).toBe(499);
    expect(ruledPriceCents(300, { marginPercent: 15, ending: null })).toBe(345);
  });

  it('prices a top-up as the eSIM less its profile, never below the cost', () => {
    const rule = { marginPercent: 40, ending: 99 };
    expect(ruledTopUpPriceCents(2000, rule)).toBe(roundUpToEnding(2800 - ESIM_PROFILE_CENTS, 99));
    expect(ruledTopUpPriceCents(155, rule)).toBe(199);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.double({ min: 0.5, max: 500, noNaN: true }),
        (cost, marginPercent) => {
          const price = ruledPriceCents(cost, { marginPercent, ending: 99 });
          const topUp = ruledTopUpPriceCents(cost, { marginPercent, ending: 99 });
          expect(price).toBeGreaterThan(cost);
          expect(topUp).toBeGreaterThanOrEqual(cost);
          expect(topUp).toBeLessThanOrEqual(price);
        },
      ),
    );
  });

  it('states the margin of a price over its cost, to one decimal', () => {
    expect(marginPercentOf(649, 518)).toBe(25.3);
    expect(marginPercentOf(50, 76)).toBe(-34.2);
    expect(marginPercentOf(499, null)).toBeNull();
  });
});
