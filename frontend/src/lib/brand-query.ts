import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/brand: the white-label settings. */
export function getBrand(signal?: AbortSignal) {
  return apiRequest('get-brand', { signal });
}

/**
 * The brand query, owning its key: the pages read it, and the admin's Brand Settings write a saved
 * brand into it so that the whole shop shows the change at once.
 */
export function brandQueryOptions() {
  return queryOptions({ queryKey: ['brand'], queryFn: ({ signal }) => getBrand(signal) });
}
