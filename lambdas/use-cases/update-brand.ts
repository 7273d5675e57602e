import type { BrandUpdateRequest } from '../../shared/api/brand.schema';
import { mergeBrand, withDerivedShades, type BrandSettings } from '../../shared/brand/brand';
import type { BrandStore } from '../ports/brand-store';

/** Saves brand settings: the patch merged into the current ones, primary shades derived (±30). */
export async function updateBrand(
  deps: { brands: BrandStore },
  patch: BrandUpdateRequest,
): Promise<BrandSettings> {
  const next = withDerivedShades(mergeBrand(await deps.brands.get(), patch));
  await deps.brands.put(next);
  return next;
}
