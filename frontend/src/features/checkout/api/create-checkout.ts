import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest, CheckoutResponse } from '@shared/api/checkout.schema';
import { apiRequest } from '@/lib/api-client';

export function createCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  return apiRequest('create-checkout', { body: request });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
