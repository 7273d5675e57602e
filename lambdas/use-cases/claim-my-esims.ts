import type { ClaimMyEsimsResponse } from '../../shared/api/accounts.schema';
import type { UserStore } from '../ports/user-store';
import { withConsumedProof, type EmailProofDeps } from './email-proof';
import type { SignedInCaller } from './session-user';

/**
 * POST /api/me/esims/claim: the signed-in owner's one-time-code proof of the account's e-mail (used
 * up) moves the eSIMs bought for it by buyers who did not prove it into the account's list. A verified
 * sign-in alone does not: a stranger's purchase with the address must not turn up in the account
 * without its owner asking for it.
 */
export async function claimMyEsims(
  deps: { users: UserStore } & EmailProofDeps,
  caller: SignedInCaller,
  input: { proof: string },
): Promise<ClaimMyEsimsResponse> {
  const claimed = await withConsumedProof(deps, caller.email, input.proof, () =>
    deps.users.claimIccids(caller.email),
  );
  return { claimed };
}
