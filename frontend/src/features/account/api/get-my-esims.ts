import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SESSION_QUERY_KEY, retryUnlessRefused } from '@/lib/auth';

/** GET /api/me/esims: the status and usage of every eSIM of the signed-in account. */
export function getMyEsims(signal?: AbortSignal) {
  return apiRequest('list-my-esims', { signal });
}

export function myEsimsQueryOptions() {
  return queryOptions({
    queryKey: [SESSION_QUERY_KEY, 'esims'],
    queryFn: ({ signal }) => getMyEsims(signal),
    retry: retryUnlessRefused,
    // Usage moves while the page is open; a minute is fresh enough.
    staleTime: 60_000,
  });
}

export function useMyEsims() {
  return useQuery(myEsimsQueryOptions());
}
