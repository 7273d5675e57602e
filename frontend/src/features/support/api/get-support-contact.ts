import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@shared/api/routes';
import { refreshingQueryFn } from '@/lib/api-client';
import { readEmbeddedJson } from '@/lib/embedded-json';

export type SupportContact = ResponseOf<'get-support-contact'>;

/** GET /api/support/contact's path, as the route contract declares it (a test holds the two together). */
export const SUPPORT_CONTACT_PATH = '/api/support/contact';

/** The id of the script element in which a prerendered page carries the support address it was built with. */
export const EMBEDDED_SUPPORT_CONTACT_ID = 'shop-support-contact';

/**
 * The support address: at first the one the page was built with, so /support shows it from the first
 * paint and hydrates the same; it is asked for once more as the page starts, in case a deploy changed
 * it since the build, and that check loads no schema while the API answers the same. Built with the
 * support route, not with the app's start: no other page loads this.
 */
export function supportContactQueryOptions() {
  return queryOptions({
    queryKey: ['support-contact'],
    // GET /api/support/contact: the shop's support mailbox.
    queryFn: refreshingQueryFn('get-support-contact', SUPPORT_CONTACT_PATH),
    // The address the page was built with, embedded in every prerendered page.
    initialData: () => readEmbeddedJson<SupportContact>(EMBEDDED_SUPPORT_CONTACT_ID),
    initialDataUpdatedAt: 0,
    // An answer from the API holds until the next deploy; the built-in one (dated 0) is checked once.
    staleTime: (query) => (query.state.dataUpdatedAt === 0 ? 0 : Infinity),
  });
}

/** Starts the query with `contact`, as the build-time renderer has no page to read it from. */
export function seedSupportContact(queryClient: QueryClient, contact: SupportContact): void {
  queryClient.setQueryData(supportContactQueryOptions().queryKey, contact, { updatedAt: 0 });
}

export function useSupportContact() {
  return useQuery(supportContactQueryOptions());
}
