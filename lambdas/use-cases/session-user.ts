import type { MeResponse } from '../../shared/api/accounts.schema';
import { MESSAGES } from '../../shared/validation/messages';
import type { AuthClaims } from '../lib/auth';
import { NotFoundError, UnauthorizedError } from '../lib/errors';
import type { UserStore } from '../ports/user-store';

/** The spec's session user object for the signed-in caller. */
export async function getSessionUser(
  deps: { users: UserStore },
  claims: AuthClaims | undefined,
): Promise<MeResponse> {
  if (!claims?.email) throw new UnauthorizedError();
  const user = await deps.users.getByEmail(claims.email);
  if (!user) throw new NotFoundError(MESSAGES.account.userNotFound);
  return {
    id: user.id,
    email: user.email,
    type: user.account_type,
    name: user.full_name,
    businessId: user.account_type.startsWith('business-') ? user.id : null,
    isActivated: user.account_type.includes('admin'),
    iccid: user.iccid,
  };
}
