import { MAX_PRICE_CENTS } from '../api/catalogue-admin.schema';
import * as z from '../validation/zod';
import { ISO_COUNTRY_CODES } from './countries';
import type { ProviderProduct } from './operator-catalogue';

const KNOWN_COUNTRIES = new Set(ISO_COUNTRY_CODES);

const productSchema = z.object({
  bundleId: z.string().check(z.regex(/^[0-9A-Za-z_-]{1,40}$/)),
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  zone: z.string().check(z.minLength(1), z.maxLength(80)),
  countries: z.array(z.string().check(z.refine((code) => KNOWN_COUNTRIES.has(code), 'Unknown country code'))),
  mb: z.int().check(z.positive()),
  days: z.int().check(z.positive()),
  wholesaleCostCents: z.int().check(z.positive(), z.lte(MAX_PRICE_CENTS)),
});

/**
 * The provider's product list (GET /account/products) as the shop imports it: every product with its
 * zone, countries, size, validity and wholesale cost (net cents). An empty list, a bundle id twice or
 * any malformed product refuses the whole answer: an import never withdraws the catalogue because
 * one answer came back wrong.
 */
export const providerProductsSchema = z.array(productSchema).check(
  z.minLength(1, 'The provider listed no products'),
  z.refine((products) => new Set(products.map((p) => p.bundleId)).size === products.length, {
    message: 'The provider listed a bundle twice',
  }),
);

const sizeName = (mb: number) => (mb < 1024 ? `${mb}MB` : `${Number((mb / 1024).toFixed(2))}GB`);

/** The provider's answer, validated; a readable reason when it is not a product list. */
export function parseProviderProducts(
  body: unknown,
): { ok: true; products: ProviderProduct[] } | { ok: false; reason: string } {
  const parsed = z.safeParse(providerProductsSchema, body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return { ok: false, reason: `Malformed product list${where}: ${issue?.message ?? 'unreadable'}` };
  }
  return {
    ok: true,
    products: parsed.data.map((p) => ({
      ...p,
      name: p.name ?? `${p.zone} ${sizeName(p.mb)} ${p.days} days`,
    })),
  };
}
