import type { AccountCheckResponse } from '../../shared/api/accounts.schema';
import { MESSAGES } from '../../shared/validation/messages';
import { iccidBelongsTo } from '../../shared/validation/rules';
import { ForbiddenError, NotFoundError } from '../lib/errors';
import { iccidList, type UserRecord, type UserStore } from '../ports/user-store';

/** Shows only the last digits: the full ICCID together with the e-mail unlocks the status checker. */
const maskIccid = (iccid: string) =>
  iccid.length > 4 ? `${'•'.repeat(iccid.length - 4)}${iccid.slice(-4)}` : iccid;

/** Check Account: whether an account exists for an e-mail, with what the owner may recognise. */
export async function checkAccount(deps: { users: UserStore }, email: string): Promise<AccountCheckResponse> {
  const user = await deps.users.getByEmail(email);
  if (!user) return { exists: false, account: null };
  return {
    exists: true,
    account: {
      fullName: user.full_name,
      email: user.email,
      iccid: iccidList(user).map(maskIccid).join(', '),
      accountType: user.account_type,
      createdAt: user.created_at,
    },
  };
}

/** The account whose ownership the e-mail and one of its ICCIDs prove. */
export async function verifiedUser(
  deps: { users: UserStore },
  input: { email: string; iccid: string },
): Promise<UserRecord> {
  const user = await deps.users.getByEmail(input.email);
  if (!user) throw new NotFoundError(MESSAGES.account.userNotFound);
  if (!iccidBelongsTo(input.iccid, user.iccid)) throw new ForbiddenError(MESSAGES.account.iccidMismatch);
  return user;
}

/** Proves ownership of an account: its e-mail and one of its ICCIDs. */
export async function verifyAccount(
  deps: { users: UserStore },
  input: { email: string; iccid: string },
): Promise<{ verified: true }> {
  await verifiedUser(deps, input);
  return { verified: true };
}
