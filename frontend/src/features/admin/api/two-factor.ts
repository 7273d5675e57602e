import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@shared/api/routes';
import { apiRequest } from '@/lib/api-client';
import { adminKey } from './admin-query-key';

const STATUS_KEY = adminKey('two-factor');

/** GET /api/two-factor: whether the signed-in admin has an authenticator app, and must. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) => apiRequest('get-two-factor-status', { signal }),
  });
}

/** Asks again, once the admin has set up an authenticator app. */
export function useRefreshTwoFactorStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: STATUS_KEY });
}

/** POST /api/admin/two-factor/reset: another admin's lost authenticator app, turned off. */
export function useResetTwoFactor() {
  return useMutation({
    mutationFn: (body: RequestOf<'reset-admin-two-factor'>) => apiRequest('reset-admin-two-factor', { body }),
  });
}
