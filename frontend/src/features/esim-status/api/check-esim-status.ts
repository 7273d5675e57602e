import { useMutation } from '@tanstack/react-query';
import type { EsimStatusRequest, EsimStatusResponse } from '@shared/api/esim.schema';
import { apiRequest } from '@/lib/api-client';

export function checkEsimStatus(request: EsimStatusRequest): Promise<EsimStatusResponse> {
  return apiRequest('check-esim-status', { body: request });
}

/** A status check runs when the visitor asks for it, with what they typed, so it is a mutation. */
export function useCheckEsimStatus() {
  return useMutation({ mutationFn: checkEsimStatus });
}
