import * as z from '../validation/zod';
import { PRICE_TIERS, type Catalogue, type CatalogueFiles, type PriceTier } from './catalogue';
import { SHIPPED_CATALOGUE_FILES, shippedSeedCatalogue } from './shipped-catalogue';

const cents = z.int().check(z.nonnegative());
const tiersSchema = z.object(
  Object.fromEntries(PRICE_TIERS.map((tier) => [tier, cents])) as Record<PriceTier, typeof cents>,
);

const catalogueRowSchema = z.object({
  BundleZone: z.string().check(z.minLength(1)),
  BundleStatus: z.string().check(z.minLength(1)),
  'Bundle ID': z.string().check(z.regex(/^[0-9A-Za-z_-]{1,40}$/)),
  'Bundle Value (MB)': z.int().check(z.positive()),
  'Bundle Validity Period (Days)': z.int().check(z.positive()),
});

const priceTableSchema = z.object({ esim: tiersSchema, topup: tiersSchema });

/** The three data files as they are stored; zones name their countries by alpha-2 code. */
export const catalogueFilesSchema = z
  .object({
    zones: z.object({
      version: z.string().check(z.minLength(1)),
      zones: z.array(
        z.object({
          name: z.string().check(z.minLength(1)),
          countries: z.array(z.string().check(z.length(2))).check(z.minLength(1)),
        }),
      ),
    }),
    bundles: z.object({ version: z.string().check(z.minLength(1)), bundles: z.array(catalogueRowSchema) }),
    prices: z.object({
      version: z.string().check(z.minLength(1)),
      prices: z.record(z.string(), priceTableSchema),
    }),
  })
  .check(
    // The three files are released together; a mismatch means one of them was edited on its own.
    z.refine((f) => f.zones.version === f.bundles.version && f.bundles.version === f.prices.version, {
      message: 'The catalogue files carry different versions',
    }),
    z.refine(
      (f) => new Set(f.bundles.bundles.map((row) => row['Bundle ID'])).size === f.bundles.bundles.length,
      {
        message: 'A Bundle ID appears twice in the catalogue',
      },
    ),
  );

/**
 * Validates catalogue data (its schema, one version across the three files, no Bundle ID twice, known
 * country codes) and resolves it; throws on malformed data. The shipped files pass through this in
 * the tests and in the SPA's build, so the product itself resolves them without validating again at
 * run time.
 */
export function buildCatalogue(files: CatalogueFiles): Catalogue {
  return shippedSeedCatalogue(catalogueFilesSchema.parse(files));
}

/** The shipped files, validated and resolved: the catalogue the SPA's build embeds. */
export function buildShippedCatalogue(): Catalogue {
  return buildCatalogue(SHIPPED_CATALOGUE_FILES);
}
