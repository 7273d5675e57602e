import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/support/contact: the shop's support mailbox. */
export function getSupportContact(signal?: AbortSignal) {
  return apiRequest('get-support-contact', { signal });
}

export function supportContactQueryOptions() {
  return queryOptions({
    queryKey: ['support-contact'],
    queryFn: ({ signal }) => getSupportContact(signal),
    // The address changes only with a deploy.
    staleTime: Infinity,
  });
}

export function useSupportContact() {
  return useQuery(supportContactQueryOptions());
}
