import type { MeResponse } from '../../shared/api/accounts.schema';
import { MESSAGES } from '../../shared/validation/messages';
import { NotFoundError } from '../lib/errors';
import type { UserStore } from '../ports/user-store';
import { toSessionUser, type SignedInCaller } from './session-user';

/** PATCH /api/me: the name change of the Profile tab. */
export async function renameSessionUser(
  deps: { users: UserStore },
  caller: SignedInCaller,
  input: { fullName: string },
): Promise<MeResponse> {
  const user = await deps.users.updateName(caller.email, input.fullName);
  if (!user) throw new NotFoundError(MESSAGES.account.userNotFound);
  return toSessionUser(user);
}
