import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@shared/api/routes';
import { apiRequest, refreshHeld } from '@/lib/api-client';

export type SupportContact = ResponseOf<'get-support-contact'>;

/** GET /api/support/contact's path, as the route contract declares it (a test holds the two together). */
export const SUPPORT_CONTACT_PATH = '/api/support/contact';

/** The id of the script element in which a prerendered page carries the support address it was built with. */
export const EMBEDDED_SUPPORT_CONTACT_ID = 'shop-support-contact';

/** GET /api/support/contact: the shop's support mailbox. */
export function getSupportContact(signal?: AbortSignal) {
  return apiRequest('get-support-contact', { signal });
}

/**
 * The support address. Once one is held (the one the page was built with), asking again loads no
 * schema while the API answers the same.
 */
export function supportContactQueryOptions() {
  return queryOptions({
    queryKey: ['support-contact'],
    queryFn: ({ client, queryKey, signal }) => {
      const held = client.getQueryData<SupportContact>(queryKey);
      return held
        ? refreshHeld('get-support-contact', SUPPORT_CONTACT_PATH, held, signal)
        : getSupportContact(signal);
    },
    // The address changes only with a deploy.
    staleTime: Infinity,
  });
}

/**
 * Starts the query with the address a page was built with: /support shows it from the first paint,
 * and it is asked for once more as the page starts, in case a deploy changed it since the build.
 */
export function seedSupportContact(queryClient: QueryClient, contact: SupportContact): void {
  const { queryKey } = supportContactQueryOptions();
  queryClient.setQueryData(queryKey, contact, { updatedAt: 0 });
  void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}

export function useSupportContact() {
  return useQuery(supportContactQueryOptions());
}
