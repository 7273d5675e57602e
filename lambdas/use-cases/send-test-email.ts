import { MESSAGES } from '../../shared/validation/messages';
import { logger } from '../lib/logger';
import type { Mailer } from '../ports/mailer';
import type { RateLimiter } from '../ports/rate-limiter';
import { countStaffMail, textFromHtml } from './staff-mail';

/** The e-mail test page: sends one message as given; a failure is reported, not thrown. */
export async function sendTestEmail(
  deps: { mailer: Mailer; limiter: RateLimiter },
  caller: { sub: string },
  input: { to: string; subject: string; html: string; from?: string },
): Promise<{ success: boolean; error?: string }> {
  await countStaffMail(deps.limiter, 'test-email', caller);
  try {
    await deps.mailer.send({
      to: input.to,
      subject: input.subject,
      html: input.html,
      text: textFromHtml(input.html),
      ...(input.from && { from: input.from }),
    });
    return { success: true };
  } catch (error) {
    logger.warn('Test e-mail failed', { error: error as Error });
    return { success: false, error: MESSAGES.mail.sendFailed };
  }
}
