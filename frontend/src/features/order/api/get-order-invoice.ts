import { useMutation } from '@tanstack/react-query';
import type { InvoiceResponse } from '@shared/api/orders.schema';
import { apiRequest } from '@/lib/api-client';

export function getOrderInvoice(reference: string): Promise<InvoiceResponse> {
  return apiRequest('get-order-invoice', { params: { reference } });
}

/** The invoice is fetched on demand (a click), so it is a mutation rather than a cached query. */
export function useOrderInvoice(reference: string) {
  return useMutation({ mutationFn: () => getOrderInvoice(reference) });
}
