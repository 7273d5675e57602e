import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@shared/api/orders.schema';
import { apiRequest } from '@/lib/api-client';

/** How often the success page asks for fulfilment progress while the order is still running. */
export const ORDER_POLL_INTERVAL_MS = 2000;

export function getOrder(reference: string, signal?: AbortSignal): Promise<OrderView> {
  return apiRequest('get-order', { params: { reference }, signal });
}

/**
 * An order has settled once it is completed, stopped on an error, its payment failed or it is under
 * review; polling ends there.
 */
export function isOrderSettled(order: OrderView | undefined): boolean {
  return order !== undefined && order.status !== 'started';
}

export const orderQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['orders', reference],
    queryFn: ({ signal }) => getOrder(reference, signal),
    // Polling pauses while the tab is hidden (no background refetch) and stops once settled.
    refetchInterval: (query) =>
      isOrderSettled(query.state.data) || query.state.error ? false : ORDER_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });

export function useOrder(reference: string | null) {
  return useQuery({ ...orderQueryOptions(reference ?? ''), enabled: Boolean(reference) });
}
