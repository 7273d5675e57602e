import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** The price lines shown inside `container`, as a reader sees them: 'label amount', top to bottom. */
export function shownPriceLines(container: HTMLElement): string[] {
  const labels = within(container).getAllByRole('term');
  const amounts = within(container).getAllByRole('definition');
  return labels.map((label, index) => `${label.textContent ?? ''} ${amounts[index]?.textContent ?? ''}`);
}

/** '-€1,234.56' → -123456. */
const cents = (amount: string) => {
  const value = Math.round(Number(amount.replace(/[-€,]/g, '')) * 100);
  return amount.startsWith('-') ? -value : value;
};

/**
 * Checks the sum a reader does: the lines above 'Total' add up to it (`priceAbove`: the price shown
 * on the item's row above the list), and the lines below it split it.
 */
export function expectPriceLinesAddUp(lines: string[], priceAbove = 0): void {
  const amounts = lines.map((l) => cents(l.slice(l.lastIndexOf(' ') + 1)));
  const at = lines.findIndex((l) => l.startsWith('Total '));
  expect(at, `a Total line in ${lines.join(' | ')}`).toBeGreaterThanOrEqual(0);
  const total = amounts[at]!;
  const above = amounts.slice(0, at).reduce((sum, a) => sum + a, priceAbove);
  const below = amounts.slice(at + 1).reduce((sum, a) => sum + a, 0);
  expect(above, `the lines above Total in ${lines.join(' | ')}`).toBe(total);
  expect(below, `the lines below Total in ${lines.join(' | ')}`).toBe(total);
}
