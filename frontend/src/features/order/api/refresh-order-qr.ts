import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@shared/api/orders.schema';
import { apiRequest } from '@/lib/api-client';
import { orderQueryOptions } from './get-order';

export function refreshOrderQr(reference: string) {
  return apiRequest('refresh-order-qr', { params: { reference } });
}

export function useRefreshOrderQr(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshOrderQr(reference),
    onSuccess: ({ qrCodeDataUrl }) => {
      queryClient.setQueryData<OrderView>(orderQueryOptions(reference).queryKey, (order) =>
        order?.esim ? { ...order, esim: { ...order.esim, qrCodeDataUrl } } : order,
      );
    },
  });
}
