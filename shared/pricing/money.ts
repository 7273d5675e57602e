/** Euro cents as shown to a buyer: '€13.73', '€1,234.50', '-€0.50'. */
export function formatEur(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = (abs % 100).toString().padStart(2, '0');
  return `${sign}€${euros}.${rest}`;
}

/**
 * Whole cents of a euro amount. The product goes through toPrecision first because binary floating
 * point stores 1.005 as 1.00499..., which would otherwise round down.
 */
export function centsFromEuros(euros: number): number {
  return Math.round(Number((euros * 100).toPrecision(12)));
}
