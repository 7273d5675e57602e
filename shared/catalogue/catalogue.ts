import * as z from 'zod';
import { countryFromCode, type Country } from './countries';
import bundlesFile from './data/bundles.json';
import pricesFile from './data/prices.json';
import zonesFile from './data/zones.json';

export const PRICE_TIERS = ['512MB', '1GB', '3GB', '5GB', '10GB', '20GB', '50GB'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

const cents = z.number().int().nonnegative();
const tiersSchema = z.object(
  Object.fromEntries(PRICE_TIERS.map((tier) => [tier, cents])) as Record<PriceTier, typeof cents>,
);

const catalogueRowSchema = z.object({
  BundleZone: z.string().min(1),
  BundleStatus: z.string().min(1),
  'Bundle ID': z.string().regex(/^[0-9A-Za-z_-]{1,40}$/),
  'Bundle Value (MB)': z.number().int().positive(),
  'Bundle Validity Period (Days)': z.number().int().positive(),
});
export type CatalogueRow = z.infer<typeof catalogueRowSchema>;

const priceTableSchema = z.object({ sample: z.boolean(), esim: tiersSchema, topup: tiersSchema });
export type PriceTable = {
  sample: boolean;
  esim: Record<PriceTier, number>;
  topup: Record<PriceTier, number>;
};

export type Zone = { name: string; countries: Country[] };

export type Catalogue = {
  version: string;
  zones: Zone[];
  bundles: CatalogueRow[];
  prices: Record<string, PriceTable>;
};

/** The three data files as they are stored; zones name their countries by alpha-2 code. */
export const catalogueFilesSchema = z
  .object({
    zones: z.object({
      version: z.string().min(1),
      zones: z.array(z.object({ name: z.string().min(1), countries: z.array(z.string().length(2)).min(1) })),
    }),
    bundles: z.object({ version: z.string().min(1), bundles: z.array(catalogueRowSchema) }),
    prices: z.object({ version: z.string().min(1), prices: z.record(z.string(), priceTableSchema) }),
  })
  // The three files are released together; a mismatch means one of them was edited on its own.
  .refine((f) => f.zones.version === f.bundles.version && f.bundles.version === f.prices.version, {
    message: 'The catalogue files carry different versions',
  })
  .refine(
    (f) => new Set(f.bundles.bundles.map((row) => row['Bundle ID'])).size === f.bundles.bundles.length,
    {
      message: 'A Bundle ID appears twice in the catalogue',
    },
  );
export type CatalogueFiles = z.input<typeof catalogueFilesSchema>;

/** Validates catalogue data and resolves its country codes; throws on malformed data. */
export function buildCatalogue(files: CatalogueFiles): Catalogue {
  const parsed = catalogueFilesSchema.parse(files);
  return {
    version: parsed.bundles.version,
    zones: parsed.zones.zones.map((zone) => ({
      name: zone.name,
      countries: zone.countries.map(countryFromCode),
    })),
    bundles: parsed.bundles.bundles,
    prices: parsed.prices.prices,
  };
}

let shipped: Catalogue | undefined;

/** The catalogue shipped with the product, validated on first use. */
export function loadCatalogue(): Catalogue {
  shipped ??= buildCatalogue({ zones: zonesFile, bundles: bundlesFile, prices: pricesFile });
  return shipped;
}

const isActive = (row: CatalogueRow) => row.BundleStatus === 'Active';

/** Zones a visitor may see: those with at least one Active bundle and a price table. */
export function visibleZones(catalogue: Catalogue): Zone[] {
  const withActive = new Set(catalogue.bundles.filter(isActive).map((row) => row.BundleZone));
  return catalogue.zones.filter((zone) => withActive.has(zone.name) && zone.name in catalogue.prices);
}

/** Active bundles of visible zones: the only ones that can be offered and sold. */
export function activeBundles(catalogue: Catalogue): CatalogueRow[] {
  const visible = new Set(visibleZones(catalogue).map((zone) => zone.name));
  return catalogue.bundles.filter((row) => isActive(row) && visible.has(row.BundleZone));
}

/** The sellable bundle with this id, or null (unknown, inactive or in a hidden zone). */
export function findBundle(catalogue: Catalogue, bundleId: string): CatalogueRow | null {
  return activeBundles(catalogue).find((row) => row['Bundle ID'] === bundleId) ?? null;
}
