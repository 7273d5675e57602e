import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@shared/api/routes';
import { apiRequest } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/auth';

/** PATCH /api/me: the name change of the Profile tab; answers the updated session user. */
export function updateMe(body: RequestOf<'update-me'>) {
  return apiRequest('update-me', { body });
}

/** Renames the signed-in user; the session (and the header) show the new name at once. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => queryClient.setQueryData(meQueryOptions().queryKey, user),
  });
}
