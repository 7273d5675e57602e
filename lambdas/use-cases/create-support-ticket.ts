import { randomUUID } from 'node:crypto';
import { logger } from '../lib/logger';
import type { Mailer } from '../ports/mailer';
import type { SupportTicketStore } from '../ports/support-ticket-store';
import { buildSupportTicketEmail } from '../emails/support-ticket-email';

export interface SupportTicketDeps {
  tickets: SupportTicketStore;
  mailer: Mailer;
  /** Gets a copy of every ticket (SUPPORT_MAILBOX). */
  supportMailbox: string;
  now: () => Date;
}

/**
 * Files a support ticket and copies it to the support mailbox. The sender's name is collected by the
 * form but not stored (the spec's table); it goes only into the copy. The stored ticket is the record:
 * a failed copy is logged for the team, and the traveller's message is not lost or refused.
 */
export async function createSupportTicket(
  deps: SupportTicketDeps,
  input: { name: string; email: string; subject: string; message: string },
): Promise<{ id: string }> {
  const id = randomUUID();
  const createdAt = deps.now().toISOString();
  await deps.tickets.create({
    id,
    title: input.subject,
    description: input.message,
    user_email: input.email,
    status: 'open',
    created_at: createdAt,
  });
  try {
    await deps.mailer.send(
      buildSupportTicketEmail({ ...input, to: deps.supportMailbox, ticketId: id, createdAt }),
    );
  } catch (error) {
    logger.error('Support ticket stored, but its copy to the support mailbox failed', {
      ticketId: id,
      error: error as Error,
    });
  }
  return { id };
}
