import type { TwoFactorStatus } from '../../shared/api/two-factor.schema';
import { OWN_ADMIN_GROUP, type AuthClaims } from '../lib/caller';
import type { IdentityProvider } from '../ports/identity-provider';

/**
 * Whether the caller signs in with an authenticator app, and whether they must: an own-admin where
 * the stage requires it. The browser asks before it opens the admin console, whose routes refuse
 * such an admin without one anyway.
 */
export async function getTwoFactorStatus(
  deps: { identity: Pick<IdentityProvider, 'hasSecondFactor'>; required: boolean },
  caller: AuthClaims,
): Promise<TwoFactorStatus> {
  return {
    enabled: await deps.identity.hasSecondFactor(caller.email),
    required: deps.required && caller.groups.includes(OWN_ADMIN_GROUP),
  };
}
