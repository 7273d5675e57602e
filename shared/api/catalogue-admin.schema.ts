import * as z from '../validation/zod';
import { PRICE_TIERS, type PriceTier } from '../catalogue/catalogue';

/**
 * The operator's catalogue (own-admin only): the provider's bundles with their wholesale cost and
 * the shop's state, each zone's state and its retail prices (a table per cell, or a margin rule over
 * the cost), the price versions of a zone and the last sync from the provider. All amounts are
 * whole euro cents, net of VAT, as in the published price tables (VAT is added at checkout).
 */

/** A bundle's or a zone's state in the shop: only an active bundle of an active, priced zone is sold. */
export const CATALOGUE_STATES = ['inactive', 'active', 'withdrawn'] as const;
export type CatalogueState = (typeof CATALOGUE_STATES)[number];
export const catalogueStateSchema = z.enum(CATALOGUE_STATES);

/** The highest net price (cents) a table cell may hold: anything above is a typing error. */
export const MAX_PRICE_CENTS = 100_000;
/** The highest margin (percent) a rule may set: anything above is a typing error. */
export const MAX_MARGIN_PERCENT = 500;

export const PRICE_MESSAGE = `A price must be a whole number of cents from 1 to ${MAX_PRICE_CENTS}.`;
export const MARGIN_MESSAGE = `A margin must be a number above 0 and at most ${MAX_MARGIN_PERCENT} %.`;
export const ENDING_MESSAGE = 'A price ending must be a whole number of cents from 0 to 99, or none.';

/** One cell of a price table: a positive whole number of cents, not absurdly high. */
export const priceCellSchema = z
  .number({ error: PRICE_MESSAGE })
  .check(z.int(PRICE_MESSAGE), z.gte(1, PRICE_MESSAGE), z.lte(MAX_PRICE_CENTS, PRICE_MESSAGE));

const tiersOf = <S extends z.core.$ZodType>(cell: S) =>
  z.object(Object.fromEntries(PRICE_TIERS.map((tier) => [tier, cell])) as Record<PriceTier, S>);

/** A zone's price per tier (the spec's seven tiers), net cents. */
export const priceTiersSchema = tiersOf(priceCellSchema);
export type PriceTiers = z.output<typeof priceTiersSchema>;

/** Prices set cell by cell: the eSIM table and the top-up table. */
export const priceTablePricingSchema = z.object({
  kind: z.literal('table'),
  esim: priceTiersSchema,
  topup: priceTiersSchema,
});

/**
 * Prices computed from the wholesale cost: cost × (1 + marginPercent / 100), rounded up to the next
 * price whose cents are `ending` (e.g. 49 or 99; null: to the cent). A tier's cost is the highest
 * cost of the zone's active bundles in that tier; a top-up is that price less the eSIM profile (2.30,
 * as in the spec's Europe table), never below the cost.
 */
export const marginRulePricingSchema = z.object({
  kind: z.literal('rule'),
  marginPercent: z
    .number({ error: MARGIN_MESSAGE })
    .check(z.gt(0, MARGIN_MESSAGE), z.lte(MAX_MARGIN_PERCENT, MARGIN_MESSAGE)),
  ending: z.nullable(
    z
      .number({ error: ENDING_MESSAGE })
      .check(z.int(ENDING_MESSAGE), z.gte(0, ENDING_MESSAGE), z.lte(99, ENDING_MESSAGE)),
  ),
});

export const zonePricingSchema = z.discriminatedUnion('kind', [
  priceTablePricingSchema,
  marginRulePricingSchema,
]);
export type ZonePricing = z.output<typeof zonePricingSchema>;
export type MarginRule = z.output<typeof marginRulePricingSchema>;

/** Why a bundle needs the operator's eye. */
export const BUNDLE_FLAGS = ['dropped-by-provider', 'new-from-provider', 'below-cost', 'no-cost'] as const;
export type BundleFlag = (typeof BUNDLE_FLAGS)[number];

export const adminBundleSchema = z.object({
  id: z.string(),
  /** The provider's name of the product. */
  name: z.string(),
  zone: z.string(),
  dataMb: z.int(),
  days: z.int(),
  /** Wholesale cost (net cents); null until the provider has said. */
  costCents: z.nullable(z.int()),
  /** Net eSIM price from the zone's pricing; null while the zone has none. */
  priceCents: z.nullable(z.int()),
  /** Net top-up price from the zone's pricing; null while the zone has none. */
  topUpPriceCents: z.nullable(z.int()),
  /** (price − cost) / cost in percent, one decimal; null without a cost or a price. */
  marginPercent: z.nullable(z.number()),
  state: catalogueStateSchema,
  /** False once the provider no longer lists it (it is then withdrawn and flagged). */
  offeredByProvider: z.boolean(),
  flags: z.array(z.enum(BUNDLE_FLAGS)),
  /** Sold now: active, in an active zone with prices, and offered by the provider. */
  sellable: z.boolean(),
});
export type AdminBundle = z.output<typeof adminBundleSchema>;

export const adminZoneSchema = z.object({
  name: z.string(),
  /** ISO alpha-2 codes of the countries the zone covers. */
  countries: z.array(z.string()),
  state: catalogueStateSchema,
  /** What the operator set: a table or a rule; null: not priced, so not sold. */
  pricing: z.nullable(zonePricingSchema),
  /** The tables the shop sells at (the table itself, or the rule applied to today's costs). */
  prices: z.nullable(z.object({ esim: tiersOf(z.int()), topup: tiersOf(z.int()) })),
  /** The current price version (0: never priced). */
  priceVersion: z.int(),
  sellable: z.boolean(),
});
export type AdminZone = z.output<typeof adminZoneSchema>;

export const SYNC_OUTCOMES = ['succeeded', 'failed'] as const;

/** One import of the provider's product list, as recorded. */
export const catalogueSyncSchema = z.object({
  at: z.string(),
  outcome: z.enum(SYNC_OUTCOMES),
  /** 'operator': Sync from provider; 'schedule': the daily import. */
  trigger: z.enum(['operator', 'schedule']),
  /** The operator's e-mail for a sync they asked for. */
  by: z.nullable(z.string()),
  /** Bundle ids new to the shop (they arrive inactive). */
  added: z.array(z.string()),
  /** Bundle ids the provider no longer lists (withdrawn and flagged). */
  dropped: z.array(z.string()),
  /** How many bundles' wholesale cost changed. */
  costChanges: z.int(),
  /** Why a failed sync failed; nothing of it was written. */
  error: z.nullable(z.string()),
});
export type CatalogueSync = z.output<typeof catalogueSyncSchema>;

/** GET /api/admin/catalogue, and the answer of every change: the operator's whole view. */
export const adminCatalogueSchema = z.object({
  /** Increases with every change to the stored catalogue. */
  revision: z.int(),
  /** The version string of the published catalogue the shop serves (GET /api/catalogue). */
  publishedVersion: z.string(),
  publishedAt: z.string(),
  /** How long a published change may take to reach every visitor (the functions' and the CDN's cache). */
  cacheSeconds: z.int(),
  bundles: z.array(adminBundleSchema),
  zones: z.array(adminZoneSchema),
  lastSync: z.nullable(catalogueSyncSchema),
});
export type AdminCatalogue = z.output<typeof adminCatalogueSchema>;

export const bundlePathSchema = z.object({ bundleId: z.string().check(z.regex(/^[0-9A-Za-z_-]{1,40}$/)) });
export const zonePathSchema = z.object({ zone: z.string().check(z.minLength(1), z.maxLength(80)) });

/** Activate or withdraw a bundle or a zone. */
export const setStateRequestSchema = z.object({ state: z.enum(['active', 'withdrawn']) });

/**
 * Set a zone's prices: a whole table (the console edits cells and sends the table) or a rule. A price
 * below a bundle's cost is refused (409, `fields` naming the cells) unless `confirmBelowCost` is true.
 */
export const setZonePricingRequestSchema = z.object({
  pricing: zonePricingSchema,
  confirmBelowCost: z.optional(z.boolean()),
});

/** Roll a zone's prices back to an earlier version (a new version with that version's prices). */
export const rollbackZonePricingRequestSchema = z.object({
  version: z.int().check(z.gte(1)),
  confirmBelowCost: z.optional(z.boolean()),
});

/** One change of a zone's prices: who, when, old → new. */
export const priceVersionSchema = z.object({
  version: z.int(),
  at: z.string(),
  /** The admin's e-mail, or 'seed' for the shop's defaults. */
  by: z.string(),
  change: z.enum(['seed', 'set', 'rollback']),
  /** The version a rollback restored. */
  rolledBackTo: z.nullable(z.int()),
  before: z.nullable(zonePricingSchema),
  after: zonePricingSchema,
  /** The cells whose value changed (tables only): e.g. { kind: 'esim', tier: '1GB', before: 459, after: 499 }. */
  cells: z.array(
    z.object({
      kind: z.enum(['esim', 'topup']),
      tier: z.enum(PRICE_TIERS),
      before: z.nullable(z.int()),
      after: z.int(),
    }),
  ),
});
export type PriceVersion = z.output<typeof priceVersionSchema>;

export const zonePriceVersionsSchema = z.object({
  zone: z.string(),
  current: z.int(),
  /** Newest first. */
  versions: z.array(priceVersionSchema),
});
export type ZonePriceVersions = z.output<typeof zonePriceVersionsSchema>;
