import { TWO_FACTOR_MESSAGES } from '../../shared/api/two-factor.schema';
import type { AuthClaims } from '../lib/caller';
import { ConflictError, ForbiddenError, HttpError, NotFoundError, UpstreamError } from '../lib/errors';
import type { AuditLog } from '../ports/audit-log';
import type { IdentityProvider } from '../ports/identity-provider';
import type { UserStore } from '../ports/user-store';

/**
 * An own-admin turns off another admin's authenticator app (a lost device): that admin then signs in
 * with the password alone and, where the stage requires a factor, is asked to set up a new one before
 * the console opens. Never one's own (a stolen session could otherwise drop the factor it lacks); only
 * an own-admin's, and only one that is on. The entry in the audit log is written first, so no reset
 * goes unrecorded; should the user pool then fail, the admin sees an error and may try again.
 */
export async function resetAdminTwoFactor(
  deps: { users: UserStore; identity: IdentityProvider; audit: AuditLog },
  caller: AuthClaims,
  input: { email: string },
): Promise<{ email: string; enabled: false }> {
  const email = input.email.trim().toLowerCase();
  if (email === caller.email.toLowerCase()) throw new ForbiddenError(TWO_FACTOR_MESSAGES.notForYourself);
  const admin = await deps.users.getByEmail(email);
  if (admin?.account_type !== 'own-admin') throw new NotFoundError(TWO_FACTOR_MESSAGES.notAnAdmin);
  try {
    if (!(await deps.identity.hasSecondFactor(email))) throw new ConflictError(TWO_FACTOR_MESSAGES.noFactor);
    await deps.audit.record({
      kind: 'two-factor',
      action: 'reset',
      actor: { id: caller.sub, email: caller.email },
      subject: email,
      before: { enabled: true },
      after: { enabled: false },
    });
    await deps.identity.removeSecondFactor(email);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new UpstreamError(TWO_FACTOR_MESSAGES.resetFailed, error);
  }
  return { email, enabled: false };
}
