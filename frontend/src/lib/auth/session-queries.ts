import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isRefusal } from '@/lib/api-client';

/**
 * Every query that belongs to the signed-in user starts with this key, so signing out drops them all
 * and the next user never sees the previous one's data.
 */
export const SESSION_QUERY_KEY = 'session';

/** A refusal is final; anything else (network, 5xx) is retried as usual. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  return !isRefusal(error) && failureCount < 3;
}

/** GET /api/me: the session user object (SPEC section 3). */
export function getMe(signal?: AbortSignal) {
  return apiRequest('get-me', { signal });
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: [SESSION_QUERY_KEY, 'me'],
    queryFn: ({ signal }) => getMe(signal),
    retry: retryUnlessRefused,
  });
}
