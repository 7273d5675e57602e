import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKey } from './admin-query-key';

/** GET /api/admin/users, searched by e-mail or name, one page after another. */
export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKey('users', q),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('list-admin-users', { query: { q, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
