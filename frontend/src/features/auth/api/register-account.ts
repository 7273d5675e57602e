import type { RequestOf } from '@shared/api/routes';
import { apiRequest } from '@/lib/api-client';

/** POST /api/accounts/register: a new own-user account with its sign-in, or the claim of a buyer's. */
export function registerAccount(body: RequestOf<'register-account'>) {
  return apiRequest('register-account', { body });
}
