import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/lib/auth';

/** GET /api/me/esims: the status and usage of every eSIM of the signed-in account. */
export function myEsimsQueryOptions() {
  // Usage moves while the page is open; a minute is fresh enough.
  return { ...sessionQueryOptions('list-my-esims', 'esims'), staleTime: 60_000 };
}

export function useMyEsims() {
  return useQuery(myEsimsQueryOptions());
}
