import * as z from '../validation/zod';

export const countrySchema = z.object({
  name: z.string(),
  alpha2: z.string(),
  alpha3: z.string(),
  flag: z.string(),
});

export const catalogueRowSchema = z.object({
  BundleZone: z.string(),
  BundleStatus: z.string(),
  'Bundle ID': z.string(),
  'Bundle Value (MB)': z.number(),
  'Bundle Validity Period (Days)': z.number(),
});

const tiersSchema = z.object({
  '512MB': z.int(),
  '1GB': z.int(),
  '3GB': z.int(),
  '5GB': z.int(),
  '10GB': z.int(),
  '20GB': z.int(),
  '50GB': z.int(),
});

export const priceTableSchema = z.object({ esim: tiersSchema, topup: tiersSchema });

/** GET /api/catalogue: zones, countries, active bundles and price tables (cents). */
export const catalogueResponseSchema = z.object({
  version: z.string(),
  zones: z.array(z.object({ name: z.string(), countries: z.array(countrySchema) })),
  bundles: z.array(catalogueRowSchema),
  prices: z.record(z.string(), priceTableSchema),
});
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;
