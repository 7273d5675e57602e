import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@shared/order/order';
import { apiRequest } from '@/lib/api-client';
import { adminKey } from './admin-query-key';

export type AdminOrdersFilter = { q: string; status: OrderStatus | '' };

/** GET /api/admin/orders, newest first, one page after another ('Load more'). */
export function useAdminOrders(filter: AdminOrdersFilter) {
  return useInfiniteQuery({
    queryKey: adminKey('orders', filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('list-admin-orders', {
        query: { q: filter.q, status: filter.status, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Retry (resume fulfilment) or Resend Email for one order; the list is read again afterwards. */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, reference }: { action: 'retry' | 'resend'; reference: string }) => {
      if (action === 'retry') await apiRequest('retry-admin-order', { params: { reference } });
      else await apiRequest('resend-admin-order-email', { params: { reference } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey('orders') }),
  });
}
