import { BRAND_ROUTES } from '../../shared/api/brand.routes';
import { SUPPORT_ROUTES } from '../../shared/api/support.routes';
import type { BrandUpdateRequest } from '../../shared/api/brand.schema';
import { mergeBrand, withDerivedShades, type BrandSettings } from '../../shared/brand/brand';
import type { BrandStore } from '../ports/brand-store';
import type { EdgeCache } from '../ports/edge-cache';

/**
 * Saves brand settings: the patch merged into the current ones, primary shades derived (±30). The
 * CDN's copies of the public brand and support address are dropped, so every visitor's next page shows the saved one.
 */
export async function updateBrand(
  deps: { brands: BrandStore; edgeCache: EdgeCache },
  patch: BrandUpdateRequest,
): Promise<BrandSettings> {
  const next = withDerivedShades(mergeBrand(await deps.brands.get(), patch));
  await deps.brands.put(next);
  // /support's address follows the brand too (see supportContact).
  await deps.edgeCache.invalidate([
    BRAND_ROUTES['get-brand'].path,
    SUPPORT_ROUTES['get-support-contact'].path,
  ]);
  return next;
}
