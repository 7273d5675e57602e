import { ownedAccount, type AccountDeps, type ProvenEmail } from './account-ownership';

/** Verify Account: the proven e-mail and one of the account's ICCIDs. */
export async function verifyAccount(
  deps: Pick<AccountDeps, 'users' | 'verifications' | 'now'>,
  input: ProvenEmail & { iccid: string },
): Promise<{ verified: true }> {
  await ownedAccount(deps, input);
  return { verified: true };
}
