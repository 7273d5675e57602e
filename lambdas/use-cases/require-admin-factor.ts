import { TWO_FACTOR_MESSAGES } from '../../shared/api/two-factor.schema';
import { OWN_ADMIN_GROUP, type AuthClaims } from '../lib/caller';
import { ForbiddenError } from '../lib/errors';
import type { IdentityProvider } from '../ports/identity-provider';

/**
 * Refuses (403) an own-admin whose sign-in has no authenticator app turned on, where the stage
 * requires one. Cognito's tokens do not say how the session was signed in (no `amr` claim in a user
 * pool's tokens), so the user's MFA setting is what is checked: with TOTP turned on, the pool asks
 * every password sign-in for the code, so a session begun since was signed in with both factors.
 */
export async function requireAdminFactor(
  deps: { identity: Pick<IdentityProvider, 'hasSecondFactor'>; required: boolean },
  caller: AuthClaims,
): Promise<void> {
  if (!deps.required || !caller.groups.includes(OWN_ADMIN_GROUP)) return;
  if (!(await deps.identity.hasSecondFactor(caller.email)))
    throw new ForbiddenError(TWO_FACTOR_MESSAGES.requiredForAdmins);
}
