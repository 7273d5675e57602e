import { ICCID_LIST_PLACEHOLDER, type iccidReminderRequestSchema } from '../../shared/api/admin.schema';
import { MESSAGES } from '../../shared/validation/messages';
import type * as z from '../../shared/validation/zod';
import { escapeHtml } from '../emails/mail-layout';
import type { AuthClaims } from '../lib/caller';
import { logger } from '../lib/logger';
import type { AuditLog } from '../ports/audit-log';
import type { Mailer } from '../ports/mailer';
import type { RateLimiter } from '../ports/rate-limiter';
import { iccidList, type UserStore } from '../ports/user-store';
import { actorOf } from './audit-trail';
import { countStaffMail, textFromHtml } from './staff-mail';

export const ICCID_REMINDER_MESSAGES = {
  sent: (count: number) => `ICCID reminder sent with ${count} ${count === 1 ? 'ICCID' : 'ICCIDs'}`,
  noEsim: 'No eSIM found for this email address',
} as const;

const listHtml = (iccids: string[]) => `<ul>${iccids.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/** Puts the ICCIDs where the template says `{{iccid_list}}`, or after the message when it does not. */
function withIccids(template: string, list: string): string {
  return template.includes(ICCID_LIST_PLACEHOLDER)
    ? template.split(ICCID_LIST_PLACEHOLDER).join(list)
    : `${template}\n${list}`;
}

/**
 * The /mailchimp-api composer: mails the recipient's ICCIDs (from the users table) with the staff's
 * subject, HTML, plain text and sender. A recipient without an eSIM gets nothing, and the answer says so.
 * Each attempt is in the audit log: recipient, subject, how many ICCIDs and whether it went.
 */
export async function sendIccidReminderTest(
  deps: { users: UserStore; mailer: Mailer; limiter: RateLimiter; audit: AuditLog },
  caller: AuthClaims,
  input: z.output<typeof iccidReminderRequestSchema>,
): Promise<{ success: boolean; message: string; iccid_count: number }> {
  await countStaffMail(deps.limiter, 'iccid-reminder', caller);
  const user = await deps.users.getByEmail(input.email.toLowerCase());
  const iccids = user ? iccidList(user) : [];
  const record = (sent: boolean) =>
    deps.audit.record({
      kind: 'staff',
      action: 'iccid-reminder',
      actor: actorOf(caller),
      subject: input.email,
      after: { subject: input.subject, iccidCount: iccids.length, sent },
    });
  if (iccids.length === 0) {
    await record(false);
    return { success: false, message: ICCID_REMINDER_MESSAGES.noEsim, iccid_count: 0 };
  }
  const from = input.from_email
    ? input.from_name
      ? `${input.from_name} <${input.from_email}>`
      : input.from_email
    : undefined;
  try {
    await deps.mailer.send({
      to: input.email,
      subject: input.subject,
      html: withIccids(input.html, listHtml(iccids)),
      text: withIccids(input.text || textFromHtml(input.html), iccids.join('\n')),
      ...(from && { from }),
    });
  } catch (error) {
    logger.warn('ICCID reminder test failed', { error: error as Error });
    await record(false);
    return { success: false, message: MESSAGES.mail.sendFailed, iccid_count: iccids.length };
  }
  await record(true);
  return { success: true, message: ICCID_REMINDER_MESSAGES.sent(iccids.length), iccid_count: iccids.length };
}
