import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_BRAND } from '@shared/brand/brand';
import { apiRequest } from '@/lib/api-client';

/** GET /api/brand: the white-label settings. */
export function getBrand(signal?: AbortSignal) {
  return apiRequest('get-brand', { signal });
}

export function brandQueryOptions() {
  return queryOptions({ queryKey: ['brand'], queryFn: ({ signal }) => getBrand(signal) });
}

/** The brand query; until it answers (or if it fails) the default brand stands in. */
export function useBrandQuery() {
  return useQuery({ ...brandQueryOptions(), placeholderData: DEFAULT_BRAND });
}
