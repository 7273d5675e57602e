import { useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '@shared/api/routes';
import { apiRequest } from '@/lib/api-client';

export function createSupportTicket(
  request: RequestOf<'create-support-ticket'>,
): Promise<ResponseOf<'create-support-ticket'>> {
  return apiRequest('create-support-ticket', { body: request });
}

export function useCreateSupportTicket() {
  return useMutation({ mutationFn: createSupportTicket });
}
