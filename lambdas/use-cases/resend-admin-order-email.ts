import type { AuthClaims } from '../lib/caller';
import type { AuditLog } from '../ports/audit-log';
import { actorOf } from './audit-trail';
import { resendOrderEmail, type ResendEmailDeps } from './resend-order-email';

/**
 * The Orders tab's Resend Email: the eSIM e-mail again, to the order's own address only, recorded in
 * the audit log once it is sent.
 */
export async function resendAdminOrderEmail(
  deps: ResendEmailDeps & { audit: AuditLog },
  caller: AuthClaims,
  reference: string,
): Promise<{ sent: true }> {
  const answer = await resendOrderEmail(deps, reference);
  await deps.audit.record({
    kind: 'order',
    action: 'resend-email',
    actor: actorOf(caller),
    subject: reference,
  });
  return answer;
}
