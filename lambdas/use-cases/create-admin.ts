import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../shared/validation/messages';
import type { AuthClaims } from '../lib/caller';
import { ConflictError, HttpError, UpstreamError } from '../lib/errors';
import type { AuditLog } from '../ports/audit-log';
import type { IdentityProvider } from '../ports/identity-provider';
import type { UserStore } from '../ports/user-store';
import { actorOf } from './audit-trail';
import { createSignIn } from './sign-ins';

export const ADMIN_EXISTS_MESSAGE = 'An account with this email already exists.';

/**
 * An own-admin creates another own-admin: a sign-in with a permanent password in the own-admin
 * group, and the users row named after the e-mail's local part. The sign-in comes first and is
 * removed again if the row cannot be written, so a failure leaves neither half behind. The audit log
 * gets the new admin (never the password).
 */
export async function createAdmin(
  deps: { users: UserStore; identity: IdentityProvider; now: () => Date; audit: AuditLog },
  caller: AuthClaims,
  input: { email: string; password: string },
): Promise<{ id: string; email: string; name: string }> {
  const email = input.email.trim().toLowerCase();
  const name = email.split('@')[0] ?? email;
  const id = randomUUID();
  try {
    if (await deps.users.getByEmail(email)) throw new ConflictError(ADMIN_EXISTS_MESSAGE);
    await createSignIn(deps.identity, { email, name, group: 'own-admin', password: input.password }, () =>
      deps.users.create({
        id,
        email,
        full_name: name,
        account_type: 'own-admin',
        iccid: '',
        created_at: deps.now().toISOString(),
      }),
    );
  } catch (error) {
    if (error instanceof ConflictError) throw new ConflictError(ADMIN_EXISTS_MESSAGE);
    if (error instanceof HttpError) throw error;
    throw new UpstreamError(MESSAGES.admin.adminCreateFailed, error);
  }
  await deps.audit.record({
    kind: 'admin',
    action: 'create',
    actor: actorOf(caller),
    subject: email,
    after: { id, email, name, accountType: 'own-admin' },
  });
  return { id, email, name };
}
