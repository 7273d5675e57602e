import { MESSAGES } from '../../shared/validation/messages';
import { ForbiddenError, NotFoundError } from '../lib/errors';
import type { IdentityProvider } from '../ports/identity-provider';
import { isDeliveredTo, type UserRecord, type UserStore } from '../ports/user-store';
import { requireEmailProof, type EmailProofDeps } from './email-proof';

export interface AccountDeps extends EmailProofDeps {
  users: UserStore;
  identity: IdentityProvider;
}

/** Proof of the e-mail, as the account routes take it. */
export interface ProvenEmail {
  email: string;
  proof: string;
}

/**
 * The account of a proven e-mail to which the given ICCID was delivered (the spec's verification, on
 * top of the proof; an anonymous buyer's eSIM is not claimed yet, and still counts): 404 'User not
 * found with this email', 403 'ICCID does not match this account'.
 */
export async function ownedAccount(
  deps: Pick<AccountDeps, 'users' | 'verifications' | 'now'>,
  input: ProvenEmail & { iccid: string },
): Promise<UserRecord> {
  await requireEmailProof(deps, input.email, input.proof);
  const user = await deps.users.getByEmail(input.email);
  if (!user) throw new NotFoundError(MESSAGES.account.userNotFound);
  if (!isDeliveredTo(input.iccid, user)) throw new ForbiddenError(MESSAGES.account.iccidMismatch);
  return user;
}

/** Only travellers' own accounts are set up by their owner; staff and business accounts are not. */
export function assertClaimable(user: UserRecord): void {
  if (user.account_type !== 'own-user') throw new ForbiddenError(MESSAGES.account.notClaimable);
}
