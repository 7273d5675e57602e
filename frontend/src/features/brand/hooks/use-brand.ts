import type { BrandSettings } from '@shared/brand/brand';
import { useCurrentBrand } from '@/lib/brand-store';

/** The current brand settings: the page's own until the API's arrive, the default brand in the app shell. */
export function useBrand(): BrandSettings {
  return useCurrentBrand();
}
