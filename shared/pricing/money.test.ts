import fc from 'fast-check';
import { centsFromEuros, formatEur } from './money';

describe('formatEur', () => {
  it.each([
    [1373, '€13.73'],
    [1661, '€16.61'],
    [0, '€0.00'],
    [5, '€0.05'],
    [50, '€0.50'],
    [11661, '€116.61'],
    [123456, '€1,234.56'],
    [100000000, '€1,000,000.00'],
    [-50, '-€0.50'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatEur(cents)).toBe(text);
  });
});

describe('centsFromEuros', () => {
  it.each([
    [13.73, 1373],
    [0.5, 50],
    [1.005, 101],
    [116.61, 11661],
    [0.1 + 0.2, 30],
    [0, 0],
    [20, 2000],
  ])('%d € → %i cents', (euros, cents) => {
    expect(centsFromEuros(euros)).toBe(cents);
  });

  it('reads back every formatted amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const euros = Number(formatEur(cents).replace(/[€,]/g, ''));
        expect(centsFromEuros(euros)).toBe(cents);
      }),
    );
  });
});
