import { useMutation } from '@tanstack/react-query';
import type { RequestOf } from '@shared/api/routes';
import { apiRequest } from '@/lib/api-client';

export function useCreateEnterpriseLead() {
  return useMutation({
    mutationFn: (request: RequestOf<'create-enterprise-lead'>) =>
      apiRequest('create-enterprise-lead', { body: request }),
  });
}
