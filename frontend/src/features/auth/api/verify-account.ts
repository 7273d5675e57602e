import type { RequestOf } from '@shared/api/routes';
import { apiRequest } from '@/lib/api-client';

/** POST /api/accounts/verify: the proven e-mail and one of its account's ICCIDs. */
export function verifyAccount(body: RequestOf<'verify-account'>) {
  return apiRequest('verify-account', { body });
}
