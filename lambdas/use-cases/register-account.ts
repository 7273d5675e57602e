import { MESSAGES } from '../../shared/validation/messages';
import { ConflictError } from '../lib/errors';
import { assertClaimable, type AccountDeps, type ProvenEmail } from './account-ownership';
import { requireEmailProof, withConsumedProof } from './email-proof';
import { createSignIn } from './sign-ins';

/**
 * Register: a proven e-mail gets an own-user sign-in and its users row together. An anonymous
 * buyer's row (own-user, no sign-in yet) is claimed: its id, created_at and ICCIDs stay, the name
 * becomes the one given, and the eSIMs bought for the address join the account's list (the code
 * proved the address). If either half cannot be written, the sign-in is removed again.
 */
export async function registerAccount(
  deps: AccountDeps,
  input: ProvenEmail & { fullName: string; password: string },
): Promise<{ success: true }> {
  await requireEmailProof(deps, input.email, input.proof);
  const existing = await deps.users.getByEmail(input.email);
  if (existing) assertClaimable(existing);
  if (await deps.identity.exists(input.email)) throw new ConflictError(MESSAGES.account.alreadyRegistered);
  await withConsumedProof(deps, input.email, input.proof, async () => {
    try {
      await createSignIn(
        deps.identity,
        { email: input.email, name: input.fullName, group: 'own-user', password: input.password },
        async () => {
          const { user, created } = await deps.users.ensureUser(input.email, input.fullName);
          // A staff or business row written since the check above is not taken over either.
          assertClaimable(user);
          if (!created) await deps.users.updateName(user.email, input.fullName);
          await deps.users.claimIccids(user.email);
        },
      );
    } catch (error) {
      if (error instanceof ConflictError) throw new ConflictError(MESSAGES.account.alreadyRegistered);
      throw error;
    }
  });
  return { success: true };
}
