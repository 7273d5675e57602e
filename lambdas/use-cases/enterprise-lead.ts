import { randomUUID } from 'node:crypto';
import { ENTERPRISE_INTERESTS, type EnterpriseLeadRequest } from '../../shared/api/enterprise.schema';
import { TooManyRequestsError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { Mailer } from '../ports/mailer';
import type { RateLimiter } from '../ports/rate-limiter';
import type { SupportTicketStore } from '../ports/support-ticket-store';
import { buildSupportTicketEmail } from './support-ticket-email';

export interface EnterpriseLeadDeps {
  tickets: SupportTicketStore;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Sales and support read this mailbox (SUPPORT_MAILBOX). */
  supportMailbox: string;
  now: () => Date;
}

/** Leads one client may send, and all clients together (so the mailbox cannot be flooded). */
export const ENTERPRISE_LEAD_LIMITS = {
  perClientPerHour: 5,
  allPerDay: 500,
} as const;

export const ENTERPRISE_TOO_MANY = 'Too many requests. Please try again later.';

/**
 * A request from the enterprise page: stored as a support ticket of kind 'enterprise' and copied to
 * the support mailbox (Reply-To the sender), so no sales lead is lost. The stored ticket is the
 * record: a failed copy is logged, not refused. Limited per client and in total.
 */
export async function createEnterpriseLead(
  deps: EnterpriseLeadDeps,
  client: { sourceIp: string },
  input: EnterpriseLeadRequest,
): Promise<{ id: string }> {
  const limits = [
    {
      key: `enterprise-lead#ip#${client.sourceIp}`,
      limit: ENTERPRISE_LEAD_LIMITS.perClientPerHour,
      windowSeconds: 3600,
    },
    { key: 'enterprise-lead#all', limit: ENTERPRISE_LEAD_LIMITS.allPerDay, windowSeconds: 86_400 },
  ];
  for (const limit of limits) {
    if (!(await deps.limiter.consume(limit)))
      throw new TooManyRequestsError(limit.windowSeconds, ENTERPRISE_TOO_MANY);
  }
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
