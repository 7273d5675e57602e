/**
 * The operator's pricing rule: a retail price from the wholesale cost, cost × (1 + margin %), rounded
 * up to a chosen ending (e.g. .49 or .99). Net cents throughout, as the price tables hold them; VAT
 * is added at checkout as for every price.
 */

/**
 * The smallest price of at least `cents` whose cents are `ending` (0–99); `null` rounds up to the
 * whole cent only. Rounding up keeps the margin at least the one the operator chose.
 */
export function roundUpToEnding(cents: number, ending: number | null): number {
  // A hair below the next cent is float noise (e.g. 300 × 1.15), not a price above it.
  const whole = Math.ceil(cents - 1e-9);
  if (ending === null) return whole;
  const candidate = Math.floor(whole / 100) * 100 + ending;
  return candidate >= whole ? candidate : candidate + 100;
}

/** The rule's price for a wholesale cost. */
export function ruledPriceCents(
  costCents: number,
  rule: { marginPercent: number; ending: number | null },
): number {
  return roundUpToEnding(costCents * (1 + rule.marginPercent / 100), rule.ending);
}

/**
 * What an eSIM costs more than the same data as a top-up: its profile. The spec's Europe table holds
 * it in every tier (e.g. 1 GB: eSIM 4.59, top-up 2.29, net).
 */
export const ESIM_PROFILE_CENTS = 230;

/**
 * The rule's top-up price for a wholesale cost: the eSIM price less the profile, never below the
 * cost, rounded up to the same ending.
 */
export function ruledTopUpPriceCents(
  costCents: number,
  rule: { marginPercent: number; ending: number | null },
): number {
  const raw = Math.max(costCents, costCents * (1 + rule.marginPercent / 100) - ESIM_PROFILE_CENTS);
  return Math.min(roundUpToEnding(raw, rule.ending), ruledPriceCents(costCents, rule));
}

/** (price − cost) / cost in percent, to one decimal; null without a positive cost. */
export function marginPercentOf(priceCents: number, costCents: number | null): number | null {
  if (costCents === null || costCents <= 0) return null;
  return Math.round(((priceCents - costCents) / costCents) * 1000) / 10;
}
