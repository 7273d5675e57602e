import type { MeResponse } from '../../shared/api/accounts.schema';
import { MESSAGES } from '../../shared/validation/messages';
import { NotFoundError } from '../lib/errors';
import type { UserRecord, UserStore } from '../ports/user-store';

/** The caller of a signed-in route, by the e-mail their token carries (verified: see lib/auth). */
export interface SignedInCaller {
  email: string;
}

/** The users row of the signed-in caller; 404 'User not found with this email' without one. */
export async function signedInUser(deps: { users: UserStore }, caller: SignedInCaller): Promise<UserRecord> {
  const user = await deps.users.getByEmail(caller.email);
  if (!user) throw new NotFoundError(MESSAGES.account.userNotFound);
  return user;
}

/**
 * The business a business-admin or business-user belongs to (the spec: the user's own id for a
 * business type; a business-user row names its business-admin's id); null for other types.
 */
export function businessIdOf(user: UserRecord): string | null {
  if (!user.account_type.startsWith('business-')) return null;
  return user.business_id ?? user.id;
}

/** The spec's session user object. */
export function toSessionUser(user: UserRecord): MeResponse {
  return {
    id: user.id,
    email: user.email,
    type: user.account_type,
    name: user.full_name,
    businessId: businessIdOf(user),
    isActivated: user.account_type.includes('admin'),
    iccid: user.iccid,
  };
}
