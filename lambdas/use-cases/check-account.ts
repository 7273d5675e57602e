import type { AccountCheckResponse } from '../../shared/api/accounts.schema';
import { deliveredIccidList } from '../ports/user-store';
import type { AccountDeps, ProvenEmail } from './account-ownership';
import { requireEmailProof } from './email-proof';

/**
 * Check Account, for the proven owner of the e-mail only: whether an account exists, and then all
 * of it (the owner may see every eSIM delivered to the address, claimed or not), including whether
 * it has a sign-in yet.
 */
export async function checkAccount(deps: AccountDeps, input: ProvenEmail): Promise<AccountCheckResponse> {
  await requireEmailProof(deps, input.email, input.proof);
  const user = await deps.users.getByEmail(input.email);
  if (!user) return { exists: false, account: null };
  return {
    exists: true,
    account: {
      fullName: user.full_name,
      email: user.email,
      iccids: deliveredIccidList(user),
      accountType: user.account_type,
      createdAt: user.created_at,
      canSignIn: await deps.identity.exists(user.email),
    },
  };
}
