import { useMutation } from '@tanstack/react-query';
import type { RequestOf } from '@shared/api/routes';
import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/admins: a new own-admin (SPEC section 6). */
export function useCreateAdmin() {
  return useMutation({
    mutationFn: (body: RequestOf<'create-admin'>) => apiRequest('create-admin', { body }),
  });
}
