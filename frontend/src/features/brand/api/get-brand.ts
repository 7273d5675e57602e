import { useQuery } from '@tanstack/react-query';
import { DEFAULT_BRAND } from '@shared/brand/brand';
import { brandQueryOptions } from '@/lib/brand-query';

export { brandQueryOptions, getBrand } from '@/lib/brand-query';

/** The brand query; until it answers (or if it fails) the default brand stands in. */
export function useBrandQuery() {
  return useQuery({ ...brandQueryOptions(), placeholderData: DEFAULT_BRAND });
}
