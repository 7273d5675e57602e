import { useMutation, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@shared/api/orders.schema';
import type { RequestOf } from '@shared/api/routes';
import { apiRequest } from '@/lib/api-client';

/** How often the Full Order Flow asks for the test order's progress while it runs. */
export const FLOW_POLL_INTERVAL_MS = 1500;

export function useStartTestOrder() {
  return useMutation({
    mutationFn: (request: RequestOf<'create-test-order'>) =>
      apiRequest('create-test-order', { body: request }),
  });
}

const settled = (order: OrderView | undefined) => order?.status === 'completed' || order?.status === 'error';

/** The test order's progress, polled until it completes or stops on an error. */
export function useTestOrderProgress(reference: string | null) {
  return useQuery({
    queryKey: ['staff', 'test-order', reference],
    queryFn: ({ signal }) => apiRequest('get-order', { params: { reference: reference ?? '' }, signal }),
    enabled: Boolean(reference),
    refetchInterval: (query) =>
      settled(query.state.data) || query.state.error ? false : FLOW_POLL_INTERVAL_MS,
  });
}

/** Travel Connectivity: the catalogue the planner works from. */
export function useCatalogueCheck() {
  return useMutation({ mutationFn: () => apiRequest('get-catalogue') });
}
