import { MESSAGES } from '../../shared/validation/messages';
import { ConflictError, HttpError, UpstreamError } from '../lib/errors';
import { assertClaimable, ownedAccount, type AccountDeps, type ProvenEmail } from './account-ownership';
import { withConsumedProof } from './email-proof';
import { createSignIn } from './sign-ins';

/**
 * Set or Change Password of a traveller's account: the proven e-mail plus one of the ICCIDs delivered
 * to it. Creates the sign-in (own-user, e-mail verified) when there is none, else replaces its
 * password, and the eSIMs bought for the address join the account's list (the code proved the
 * address). Uses up the proof. Never for own-admin or business accounts.
 */
export async function setAccountPassword(
  deps: AccountDeps,
  input: ProvenEmail & { iccid: string; password: string },
): Promise<{ success: true; created: boolean }> {
  const user = await ownedAccount(deps, input);
  assertClaimable(user);
  return withConsumedProof(deps, user.email, input.proof, async () => {
    try {
      const created = !(await deps.identity.exists(user.email)) && (await createOwnSignIn());
      if (!created) await deps.identity.setPassword(user.email, input.password);
      await deps.users.claimIccids(user.email);
      return { success: true, created };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new UpstreamError(MESSAGES.password.updateFailed, error);
    }
  });

  /** True when this call created the sign-in; false when a concurrent request did meanwhile. */
  async function createOwnSignIn(): Promise<boolean> {
    try {
      await createSignIn(deps.identity, {
        email: user.email,
        name: user.full_name,
        group: 'own-user',
        password: input.password,
      });
      return true;
    } catch (error) {
      if (error instanceof ConflictError) return false;
      throw error;
    }
  }
}
