import { MESSAGES } from '../../shared/validation/messages';
import { ConflictError, HttpError, UpstreamError } from '../lib/errors';
import type { IdentityProvider } from '../ports/identity-provider';
import type { UserStore } from '../ports/user-store';
import { verifiedUser } from './accounts';

/**
 * Set or Change Password: the e-mail and one of the account's ICCIDs prove ownership, then the
 * account's sign-in gets the password, created first (in the account type's group) if it has none.
 */
export async function setAccountPassword(
  deps: { users: UserStore; identity: IdentityProvider },
  input: { email: string; iccid: string; password: string },
): Promise<{ success: true; created: boolean }> {
  const user = await verifiedUser(deps, input);
  let created = false;
  try {
    if (!(await deps.identity.exists(user.email))) {
      created = true;
      await deps.identity
        .create({ email: user.email, name: user.full_name, group: user.account_type })
        .catch((error: unknown) => {
          // A concurrent request created it meanwhile: the password below still applies.
          if (!(error instanceof ConflictError)) throw error;
        });
    }
    await deps.identity.setPassword(user.email, input.password);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new UpstreamError(MESSAGES.password.updateFailed, error);
  }
  return { success: true, created };
}
