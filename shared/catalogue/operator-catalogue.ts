import type {
  AdminBundle,
  AdminCatalogue,
  AdminZone,
  BundleFlag,
  CatalogueState,
  CatalogueSync,
  PriceVersion,
  ZonePricing,
} from '../api/catalogue-admin.schema';
import { marginPercentOf, ruledPriceCents, ruledTopUpPriceCents } from '../pricing/margin-rule';
import { priceTierFor } from '../pricing/pricing';
import { PRICE_TIERS, type Catalogue, type CatalogueRow, type PriceTier } from './catalogue';
import { countryFromCode } from './countries';

/**
 * The operator's catalogue as stored: the provider's bundles with their cost and the shop's state of
 * each, each zone's state and prices, and the last import. The shop sells from the catalogue
 * published from it (`publishCatalogue`), never from this directly.
 */
export interface StoredBundle {
  id: string;
  name: string;
  zone: string;
  dataMb: number;
  days: number;
  /** Wholesale cost, net cents; null until the provider has said. */
  costCents: number | null;
  state: CatalogueState;
  /** False once the provider's list no longer holds it. */
  offeredByProvider: boolean;
  /** Came with an import and the operator has not activated or withdrawn it yet. */
  newFromProvider: boolean;
}

export interface StoredZone {
  name: string;
  /** ISO alpha-2 codes. */
  countries: string[];
  state: CatalogueState;
  pricing: ZonePricing | null;
  /** The current price version; 0 while the zone was never priced. */
  priceVersion: number;
}

export interface OperatorCatalogue {
  /** Increases with every stored change; a write expects the revision it read (optimistic lock). */
  revision: number;
  bundles: StoredBundle[];
  zones: StoredZone[];
  lastSync: CatalogueSync | null;
  /** When the catalogue the shop sells was last published from this. */
  publishedAt: string;
}

/** A price version as stored, under its zone. */
export type PriceVersionRecord = PriceVersion & { zone: string };

/** The catalogue the shop sells from, as published: read with one GetItem by every function. */
export interface PublishedCatalogue {
  version: string;
  publishedAt: string;
  catalogue: Catalogue;
}

export type PriceTables = { esim: Record<PriceTier, number>; topup: Record<PriceTier, number> };

const emptyTiers = (): Record<PriceTier, number> =>
  Object.fromEntries(PRICE_TIERS.map((tier) => [tier, 0])) as Record<PriceTier, number>;

const inZone = (zone: string) => (bundle: StoredBundle) => bundle.zone === zone;

/** Offered by the provider and activated by the operator: the bundles a zone's prices are for. */
const isOnSale = (bundle: StoredBundle) => bundle.state === 'active' && bundle.offeredByProvider;

/**
 * The tables a zone sells at: the operator's table, or the rule applied per tier to the highest cost
 * of the zone's active bundles in that tier (so no bundle of the tier sells below its cost; a top-up
 * is the eSIM price less its profile, `ruledTopUpPriceCents`). A tier without such a bundle is 0,
 * which offers nothing. Null while the zone has no prices.
 */
export function zoneTables(zone: StoredZone, bundles: readonly StoredBundle[]): PriceTables | null {
  const pricing = zone.pricing;
  if (!pricing) return null;
  if (pricing.kind === 'table') return { esim: { ...pricing.esim }, topup: { ...pricing.topup } };
  const costs = new Map<PriceTier, number>();
  for (const bundle of bundles.filter(inZone(zone.name)).filter(isOnSale)) {
    if (bundle.costCents === null) continue;
    const tier = priceTierFor(bundle.dataMb);
    costs.set(tier, Math.max(costs.get(tier) ?? 0, bundle.costCents));
  }
  const esim = emptyTiers();
  const topup = emptyTiers();
  for (const [tier, cost] of costs) {
    esim[tier] = ruledPriceCents(cost, pricing);
    topup[tier] = ruledTopUpPriceCents(cost, pricing);
  }
  return { esim, topup };
}

/**
 * Sold now: active, still offered, in an active zone with prices; under a rule it also needs a cost
 * (a rule cannot price what it does not know the cost of).
 */
export function isSellable(bundle: StoredBundle, zone: StoredZone | undefined): boolean {
  if (!zone || zone.state !== 'active' || !zone.pricing || !isOnSale(bundle)) return false;
  return zone.pricing.kind === 'table' || bundle.costCents !== null;
}

const zoneOf = (catalogue: Pick<OperatorCatalogue, 'zones'>, name: string) =>
  catalogue.zones.find((zone) => zone.name === name);

function catalogueRow(bundle: StoredBundle, sellable: boolean): CatalogueRow {
  return {
    BundleZone: bundle.zone,
    BundleStatus: sellable ? 'Active' : bundle.state === 'withdrawn' ? 'Withdrawn' : 'Inactive',
    'Bundle ID': bundle.id,
    'Bundle Value (MB)': bundle.dataMb,
    'Bundle Validity Period (Days)': bundle.days,
  };
}

/**
 * The catalogue the shop sells from: every zone and bundle (so an eSIM of a bundle no longer sold
 * is still named), only sellable bundles `Active`, and prices only for zones with a sellable bundle.
 */
export function publishCatalogue(catalogue: OperatorCatalogue, version: string): PublishedCatalogue {
  const sellable = new Set(
    catalogue.bundles.filter((b) => isSellable(b, zoneOf(catalogue, b.zone))).map((b) => b.id),
  );
  const prices: Catalogue['prices'] = {};
  for (const zone of catalogue.zones) {
    const tables = zoneTables(zone, catalogue.bundles);
    const sold = catalogue.bundles.some((b) => b.zone === zone.name && sellable.has(b.id));
    if (tables && sold) prices[zone.name] = tables;
  }
  return {
    version,
    publishedAt: catalogue.publishedAt,
    catalogue: {
      version,
      zones: catalogue.zones.map((zone) => ({
        name: zone.name,
        countries: zone.countries.map(countryFromCode),
      })),
      bundles: catalogue.bundles.map((bundle) => catalogueRow(bundle, sellable.has(bundle.id))),
      prices,
    },
  };
}

/** The published version string of a revision (also the public answer's ETag). */
export const publishedVersion = (revision: number) => `r${revision}`;

/** A cell priced below the cost of a bundle it prices. */
export interface BelowCostCell {
  kind: 'esim' | 'topup';
  tier: PriceTier;
  bundleId: string;
  priceCents: number;
  costCents: number;
}

/**
 * The cells of `pricing` below the cost of a bundle of the zone that is not withdrawn (a rule is
 * never below cost: it rounds up from cost plus a positive margin).
 */
export function belowCostCells(
  zone: string,
  pricing: ZonePricing,
  bundles: readonly StoredBundle[],
): BelowCostCell[] {
  if (pricing.kind !== 'table') return [];
  const cells: BelowCostCell[] = [];
  for (const bundle of bundles.filter(inZone(zone))) {
    if (bundle.state === 'withdrawn' || bundle.costCents === null) continue;
    const tier = priceTierFor(bundle.dataMb);
    for (const kind of ['esim', 'topup'] as const) {
      const price = pricing[kind][tier];
      if (price < bundle.costCents) {
        cells.push({ kind, tier, bundleId: bundle.id, priceCents: price, costCents: bundle.costCents });
      }
    }
  }
  return cells;
}

/** The table cells that differ between two pricings (every cell of `after` when `before` is no table). */
export function changedCells(before: ZonePricing | null, after: ZonePricing): PriceVersion['cells'] {
  if (after.kind !== 'table') return [];
  const old = before?.kind === 'table' ? before : null;
  return (['esim', 'topup'] as const).flatMap((kind) =>
    PRICE_TIERS.filter((tier) => old?.[kind][tier] !== after[kind][tier]).map((tier) => ({
      kind,
      tier,
      before: old ? old[kind][tier] : null,
      after: after[kind][tier],
    })),
  );
}

/** One product of the provider's list, validated (`providerProductsSchema`). */
export interface ProviderProduct {
  bundleId: string;
  name: string;
  zone: string;
  countries: string[];
  mb: number;
  days: number;
  wholesaleCostCents: number;
}

export interface SyncMerge {
  catalogue: OperatorCatalogue;
  added: string[];
  dropped: string[];
  costChanges: number;
}

/**
 * The catalogue after an import of the provider's list: a bundle new to the shop arrives inactive
 * (and its zone, if new, inactive and unpriced); one the provider no longer lists is withdrawn and
 * flagged; every listed bundle takes the provider's size, validity and cost. The operator's states
 * and prices of known bundles and zones stay as they are.
 */
export function mergeProviderProducts(
  catalogue: OperatorCatalogue,
  products: readonly ProviderProduct[],
): SyncMerge {
  const listed = new Map(products.map((product) => [product.bundleId, product]));
  const added: string[] = [];
  const dropped: string[] = [];
  let costChanges = 0;
  const bundles = catalogue.bundles.map((bundle): StoredBundle => {
    const product = listed.get(bundle.id);
    if (!product) {
      if (!bundle.offeredByProvider) return bundle;
      dropped.push(bundle.id);
      return { ...bundle, offeredByProvider: false, state: 'withdrawn', newFromProvider: false };
    }
    if (bundle.costCents !== product.wholesaleCostCents) costChanges += 1;
    return {
      ...bundle,
      name: product.name,
      dataMb: product.mb,
      days: product.days,
      costCents: product.wholesaleCostCents,
      offeredByProvider: true,
    };
  });
  const known = new Set(catalogue.bundles.map((bundle) => bundle.id));
  const zones = [...catalogue.zones];
  for (const product of products) {
    if (known.has(product.bundleId)) continue;
    added.push(product.bundleId);
    bundles.push({
      id: product.bundleId,
      name: product.name,
      zone: product.zone,
      dataMb: product.mb,
      days: product.days,
      costCents: product.wholesaleCostCents,
      state: 'inactive',
      offeredByProvider: true,
      newFromProvider: true,
    });
    if (!zones.some((zone) => zone.name === product.zone)) {
      zones.push({
        name: product.zone,
        countries: product.countries,
        state: 'inactive',
        pricing: null,
        priceVersion: 0,
      });
    }
  }
  return { catalogue: { ...catalogue, bundles, zones }, added, dropped, costChanges };
}

function bundleFlags(
  bundle: StoredBundle,
  esimPrice: number | null,
  topUpPrice: number | null,
): BundleFlag[] {
  const flags: BundleFlag[] = [];
  if (!bundle.offeredByProvider) flags.push('dropped-by-provider');
  if (bundle.newFromProvider) flags.push('new-from-provider');
  if (bundle.costCents === null) flags.push('no-cost');
  const below = (price: number | null) =>
    price !== null && bundle.costCents !== null && price < bundle.costCents;
  if (bundle.state !== 'withdrawn' && (below(esimPrice) || below(topUpPrice))) flags.push('below-cost');
  return flags;
}

/**
 * A bundle's prices as the operator sees them: the zone's table cell, or under a rule the price it
 * sells at (or would, once activated: the rule over its own cost when its tier has no active bundle).
 */
function bundlePrices(bundle: StoredBundle, zone: StoredZone | undefined, tables: PriceTables | null) {
  if (!zone?.pricing || !tables) return { esim: null, topup: null };
  const tier = priceTierFor(bundle.dataMb);
  if (zone.pricing.kind === 'table') return { esim: tables.esim[tier], topup: tables.topup[tier] };
  if (bundle.costCents === null) return { esim: null, topup: null };
  // The tier's price includes this bundle's cost once it is active: the higher of the two.
  return {
    esim: Math.max(ruledPriceCents(bundle.costCents, zone.pricing), tables.esim[tier]),
    topup: Math.max(ruledTopUpPriceCents(bundle.costCents, zone.pricing), tables.topup[tier]),
  };
}

/** The operator's whole view: every bundle with cost, price, margin and flags; every zone with its prices. */
export function adminCatalogueView(
  catalogue: OperatorCatalogue,
  options: { cacheSeconds: number },
): AdminCatalogue {
  const tablesByZone = new Map(
    catalogue.zones.map((zone) => [zone.name, zoneTables(zone, catalogue.bundles)]),
  );
  const bundles = catalogue.bundles.map((bundle): AdminBundle => {
    const zone = zoneOf(catalogue, bundle.zone);
    const prices = bundlePrices(bundle, zone, tablesByZone.get(bundle.zone) ?? null);
    return {
      id: bundle.id,
      name: bundle.name,
      zone: bundle.zone,
      dataMb: bundle.dataMb,
      days: bundle.days,
      costCents: bundle.costCents,
      priceCents: prices.esim,
      topUpPriceCents: prices.topup,
      marginPercent: prices.esim === null ? null : marginPercentOf(prices.esim, bundle.costCents),
      state: bundle.state,
      offeredByProvider: bundle.offeredByProvider,
      flags: bundleFlags(bundle, prices.esim, prices.topup),
      sellable: isSellable(bundle, zone),
    };
  });
  const zones = catalogue.zones.map((zone): AdminZone => ({
    name: zone.name,
    countries: zone.countries,
    state: zone.state,
    pricing: zone.pricing,
    prices: tablesByZone.get(zone.name) ?? null,
    priceVersion: zone.priceVersion,
    sellable: catalogue.bundles.some((bundle) => bundle.zone === zone.name && isSellable(bundle, zone)),
  }));
  return {
    revision: catalogue.revision,
    publishedVersion: publishedVersion(catalogue.revision),
    publishedAt: catalogue.publishedAt,
    cacheSeconds: options.cacheSeconds,
    bundles,
    zones,
    lastSync: catalogue.lastSync,
  };
}
