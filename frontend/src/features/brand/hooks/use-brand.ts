import { DEFAULT_BRAND, type BrandSettings } from '@shared/brand/brand';
import { useBrandQuery } from '../api/get-brand';

/** The current brand settings, the default brand while loading or when the API is unreachable. */
export function useBrand(): BrandSettings {
  return useBrandQuery().data ?? DEFAULT_BRAND;
}
