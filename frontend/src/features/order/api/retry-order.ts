import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@shared/api/orders.schema';
import { apiRequest } from '@/lib/api-client';
import { orderQueryOptions } from './get-order';

/** Asks the server to resume fulfilment from the recorded step ('Retry Flow'). */
export function retryOrder(reference: string): Promise<OrderView> {
  return apiRequest('retry-order', { params: { reference } });
}

export function useRetryOrder(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryOrder(reference),
    onSuccess: (order) => {
      // Writing the fresh view restarts polling, since the order is no longer settled.
      queryClient.setQueryData(orderQueryOptions(reference).queryKey, order);
    },
  });
}
