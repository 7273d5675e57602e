import { queryOptions } from '@tanstack/react-query';
import type { RouteId } from '@shared/api/routes';

/**
 * Every query that belongs to the signed-in user starts with this key, so signing out drops them all
 * and the next user never sees the previous one's data.
 */
export const SESSION_QUERY_KEY = 'session';

/** The query of a signed-in GET route (`name` keys it under the session), e.g. the user's orders. */
export function sessionQueryOptions<R extends RouteId>(route: R, name: string) {
  return queryOptions({
    queryKey: [SESSION_QUERY_KEY, name],
    // The client loads with the first query: the session, which every page starts, holds no query
    // until someone is signed in.
    queryFn: async ({ signal }) => (await import('@/lib/api-client')).apiRequest(route, { signal }),
  });
}

/** GET /api/me: the session user object (SPEC section 3). */
export function meQueryOptions() {
  return sessionQueryOptions('get-me', 'me');
}
