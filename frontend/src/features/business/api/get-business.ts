import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SESSION_QUERY_KEY, retryUnlessRefused } from '@/lib/auth';

/** GET /api/business: the caller's business, its brand and its users. */
export function getBusiness(signal?: AbortSignal) {
  return apiRequest('get-business', { signal });
}

export function businessQueryOptions() {
  return queryOptions({
    queryKey: [SESSION_QUERY_KEY, 'business'],
    queryFn: ({ signal }) => getBusiness(signal),
    retry: retryUnlessRefused,
  });
}

export function useBusiness() {
  return useQuery(businessQueryOptions());
}
