import type { RequestOf } from '@shared/api/routes';
import { apiRequest } from '@/lib/api-client';

/** POST /api/accounts/password: sets the password (creating the sign-in when there is none). */
export function setAccountPassword(body: RequestOf<'set-account-password'>) {
  return apiRequest('set-account-password', { body });
}
