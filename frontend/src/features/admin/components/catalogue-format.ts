import type {
  AdminBundle,
  BundleFlag,
  CatalogueState,
  ZonePricing,
} from '@shared/api/catalogue-admin.schema';
import { PRICE_TIERS, type PriceTier } from '@shared/catalogue/catalogue';
import { formatEur } from '@shared/pricing/money';
import { priceTierFor } from '@shared/pricing/pricing';

/** The shop's words for a state, and the status palette it shows in. */
export const STATE_LABELS: Record<
  CatalogueState,
  { label: string; palette: 'success' | 'warning' | 'danger' }
> = {
  active: { label: 'Active', palette: 'success' },
  inactive: { label: 'Inactive', palette: 'warning' },
  withdrawn: { label: 'Withdrawn', palette: 'danger' },
};

/** Why a bundle needs the operator's eye, in words. */
export const FLAG_LABELS: Record<BundleFlag, string> = {
  'dropped-by-provider': 'Dropped by provider',
  'new-from-provider': 'New from provider',
  'below-cost': 'Below cost',
  'no-cost': 'No cost from provider',
};

/** '4.59' for 459 cents: how a price table's cell is typed. */
export const eurosText = (cents: number) => (cents / 100).toFixed(2);

/** Net cents or '—' when unknown. */
export const centsText = (cents: number | null) => (cents === null ? '—' : formatEur(cents));

/** '28 Nov 2026, 13:05' in the reader's locale. */
export function dateTimeText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A rule in words: 'cost + 30 %, ending .99'. */
export function ruleText(rule: { marginPercent: number; ending: number | null }): string {
  const ending = rule.ending === null ? 'to the cent' : `ending .${String(rule.ending).padStart(2, '0')}`;
  return `cost + ${rule.marginPercent} %, ${ending}`;
}

/** A zone's pricing in words, for the version history. */
export function pricingText(pricing: ZonePricing | null): string {
  if (!pricing) return 'not priced';
  return pricing.kind === 'rule' ? `Margin rule: ${ruleText(pricing)}` : 'Price table';
}

/**
 * What a tier costs the shop: the highest cost of the zone's bundles on sale in that tier, as the
 * server's rule prices it (so no bundle of the tier sells below its cost).
 */
export function tierCosts(bundles: readonly AdminBundle[]): Partial<Record<PriceTier, number>> {
  const costs: Partial<Record<PriceTier, number>> = {};
  for (const bundle of bundles) {
    if (bundle.state !== 'active' || !bundle.offeredByProvider || bundle.costCents === null) continue;
    const tier = priceTierFor(bundle.dataMb);
    costs[tier] = Math.max(costs[tier] ?? 0, bundle.costCents);
  }
  return costs;
}

export { PRICE_TIERS, type PriceTier };
