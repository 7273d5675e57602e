import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/auth';

/** POST /api/me/esims/claim: with a fresh proof of the account's e-mail, its unclaimed eSIMs join the account. */
export function claimMyEsims(proof: string) {
  return apiRequest('claim-my-esims', { body: { proof } });
}

/** Claims the unclaimed eSIMs; the account's eSIMs, orders and session user are read again. */
export function useClaimMyEsims() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimMyEsims,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SESSION_QUERY_KEY] }),
  });
}
