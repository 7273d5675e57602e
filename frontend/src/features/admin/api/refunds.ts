import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKey } from './admin-query-key';

export type RefundOrderInput = {
  reference: string;
  /** Integer cents; absent: all that was paid. */
  amountCents?: number;
  reason: string;
};

/** POST /api/admin/orders/{reference}/refund; the order list is read again afterwards, refunded or not. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reference, amountCents, reason }: RefundOrderInput) =>
      apiRequest('refund-admin-order', {
        params: { reference },
        body: { reason, ...(amountCents !== undefined && { amountCents }) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey('orders') }),
  });
}
