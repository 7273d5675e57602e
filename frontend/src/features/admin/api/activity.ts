import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditKind } from '@shared/api/audit.schema';
import { apiRequest } from '@/lib/api-client';
import { adminKey } from './admin-query-key';

/** The Activity list's filters: an admin's e-mail or user id, and a kind; empty for all. */
export type ActivityFilter = { admin: string; kind: AuditKind | '' };

/** GET /api/admin/activity, newest first, one page after another ('Load more'). */
export function useActivity(filter: ActivityFilter) {
  return useInfiniteQuery({
    queryKey: adminKey('activity', filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('list-activity', {
        query: {
          admin: filter.admin || undefined,
          kind: filter.kind || undefined,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
