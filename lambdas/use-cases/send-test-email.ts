import { MESSAGES } from '../../shared/validation/messages';
import type { AuthClaims } from '../lib/caller';
import { logger } from '../lib/logger';
import type { AuditLog } from '../ports/audit-log';
import type { Mailer } from '../ports/mailer';
import type { RateLimiter } from '../ports/rate-limiter';
import { actorOf } from './audit-trail';
import { countStaffMail, textFromHtml } from './staff-mail';

/**
 * The e-mail test page: sends one message as given; a failure is reported, not thrown. Each attempt
 * is in the audit log: recipient, subject, sender and whether it went (not the message itself).
 */
export async function sendTestEmail(
  deps: { mailer: Mailer; limiter: RateLimiter; audit: AuditLog },
  caller: AuthClaims,
  input: { to: string; subject: string; html: string; from?: string },
): Promise<{ success: boolean; error?: string }> {
  await countStaffMail(deps.limiter, 'test-email', caller);
  let sent: boolean;
  try {
    await deps.mailer.send({
      to: input.to,
      subject: input.subject,
      html: input.html,
      text: textFromHtml(input.html),
      ...(input.from && { from: input.from }),
    });
    sent = true;
  } catch (error) {
    logger.warn('Test e-mail failed', { error: error as Error });
    sent = false;
  }
  await deps.audit.record({
    kind: 'staff',
    action: 'test-email',
    actor: actorOf(caller),
    subject: input.to,
    after: { subject: input.subject, ...(input.from && { from: input.from }), sent },
  });
  return sent ? { success: true } : { success: false, error: MESSAGES.mail.sendFailed };
}
