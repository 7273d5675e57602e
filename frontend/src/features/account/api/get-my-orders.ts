import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SESSION_QUERY_KEY, retryUnlessRefused } from '@/lib/auth';

/** GET /api/me/orders: the signed-in account's orders, newest first. */
export function getMyOrders(signal?: AbortSignal) {
  return apiRequest('list-my-orders', { signal });
}

export function myOrdersQueryOptions() {
  return queryOptions({
    queryKey: [SESSION_QUERY_KEY, 'orders'],
    queryFn: ({ signal }) => getMyOrders(signal),
    retry: retryUnlessRefused,
  });
}

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}
