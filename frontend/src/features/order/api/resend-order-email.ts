import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function resendOrderEmail(reference: string) {
  return apiRequest('resend-order-email', { params: { reference } });
}

export function useResendOrderEmail(reference: string) {
  return useMutation({ mutationFn: () => resendOrderEmail(reference) });
}
