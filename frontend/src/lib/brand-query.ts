import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BrandSettings } from '@shared/brand/brand';
import { apiRequest, refreshingQueryFn } from '@/lib/api-client';

/** GET /api/brand's path, as the route contract declares it (a test holds the two together). */
export const BRAND_PATH = '/api/brand';

/** GET /api/brand: the white-label settings. */
export function getBrand(signal?: AbortSignal) {
  return apiRequest('get-brand', { signal });
}

/**
 * The brand query, owning its key: the pages read it, and the admin's Brand Settings write a saved
 * brand into it so that the whole shop shows the change at once. Once a brand is held (the one the
 * page was rendered with, or an earlier answer), asking again loads no schema while it is unchanged.
 */
export function brandQueryOptions() {
  return queryOptions({
    queryKey: ['brand'],
    queryFn: refreshingQueryFn('get-brand', BRAND_PATH),
  });
}

/**
 * Starts the brand query with the brand a page was rendered with at build time: the first render
 * shows it (as the prerendered HTML does), and as it counts as stale the API's current brand is
 * asked for at once and replaces it if an admin has changed it since.
 */
export function seedBrand(queryClient: QueryClient, brand: BrandSettings): void {
  queryClient.setQueryData(brandQueryOptions().queryKey, brand, { updatedAt: 0 });
}

/** The id of the script element in which a prerendered page carries its brand. */
export const EMBEDDED_BRAND_ID = 'shop-brand';
