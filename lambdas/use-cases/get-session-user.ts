import type { MeResponse } from '../../shared/api/accounts.schema';
import type { UserStore } from '../ports/user-store';
import { signedInUser, toSessionUser, type SignedInCaller } from './session-user';

/** GET /api/me */
export async function getSessionUser(
  deps: { users: UserStore },
  caller: SignedInCaller,
): Promise<MeResponse> {
  return toSessionUser(await signedInUser(deps, caller));
}
