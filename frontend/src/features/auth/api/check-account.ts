import type { RequestOf } from '@shared/api/routes';
import { apiRequest } from '@/lib/api-client';

/** POST /api/accounts/check: the account behind a proven e-mail, or none. */
export function checkAccount(body: RequestOf<'check-account'>) {
  return apiRequest('check-account', { body });
}
