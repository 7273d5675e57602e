import { randomUUID } from 'node:crypto';
import { ENTERPRISE_INTERESTS, type EnterpriseLeadRequest } from '../../shared/api/enterprise.schema';
import { logger } from '../lib/logger';
import type { Mailer } from '../ports/mailer';
import type { RateLimiter } from '../ports/rate-limiter';
import type { SupportTicketStore } from '../ports/support-ticket-store';
import { buildSupportTicketEmail } from '../emails/support-ticket-email';

export interface EnterpriseLeadDeps {
  tickets: SupportTicketStore;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Sales and support read this mailbox (SUPPORT_MAILBOX). */
  supportMailbox: string;
  now: () => Date;
}

/**
 * Copies of leads mailed to the support mailbox in an hour, from everyone together. The form is for
 * strangers, so nothing all of them share may refuse one: past this, a lead is still stored (and the
 * visitor thanked), only its copy is held back, so a flood of leads cannot flood the mailbox.
 */
export const ENTERPRISE_LEAD_LIMITS = {
  supportMailsPerHour: 60,
} as const;

const SUPPORT_MAIL_CAP = {
  key: 'enterprise-lead#support-mails',
  limit: ENTERPRISE_LEAD_LIMITS.supportMailsPerHour,
  windowSeconds: 3600,
};

/** Whether this lead's copy may still go to the support mailbox this hour; yes when the count fails. */
async function mayMailSupport(deps: EnterpriseLeadDeps, ticketId: string): Promise<boolean> {
  try {
    return await deps.limiter.consume(SUPPORT_MAIL_CAP);
  } catch (error) {
    logger.warn('Support mail cap unavailable; mailing the lead', { ticketId, error: error as Error });
    return true;
  }
}

/**
 * A request from the enterprise page: stored as a support ticket of kind 'enterprise' and copied to
 * the support mailbox (Reply-To the sender), so no sales lead is lost. The stored ticket is the
 * record: a failed copy is logged, not refused, and so is a copy held back by the mailbox's hourly
 * cap. Who may send leads is limited per client and per sender address (its route's contract `limits`).
 */
export async function createEnterpriseLead(
  deps: EnterpriseLeadDeps,
  input: EnterpriseLeadRequest,
): Promise<{ id: string }> {
  const interest = ENTERPRISE_INTERESTS.find((i) => i.value === input.interest)?.label ?? input.interest;
  const subject = input.company ? `${interest} (${input.company})` : interest;
  const id = randomUUID();
  const createdAt = deps.now().toISOString();
  await deps.tickets.create({
    id,
    kind: 'enterprise',
    title: subject,
    description: input.message,
    user_email: input.email,
    contact_name: input.name,
    company: input.company,
    interest: input.interest,
    status: 'open',
    created_at: createdAt,
  });
  if (!(await mayMailSupport(deps, id))) {
    logger.error('Enterprise lead stored; its copy to the support mailbox is held back (hourly cap)', {
      ticketId: id,
      cap: ENTERPRISE_LEAD_LIMITS.supportMailsPerHour,
    });
    return { id };
  }
  try {
    await deps.mailer.send(
      buildSupportTicketEmail({
        to: deps.supportMailbox,
        ticketId: id,
        name: input.name,
        email: input.email,
        subject,
        message: input.message || '(no message)',
        createdAt,
        kind: 'Enterprise request',
        details: [
          ['Company', input.company || '-'],
          ['Interest', interest],
        ],
      }),
    );
  } catch (error) {
    logger.error('Enterprise lead stored, but its copy to the support mailbox failed', {
      ticketId: id,
      error: error as Error,
    });
  }
  return { id };
}
