import { randomUUID } from 'node:crypto';
import type { SupportTicketStore } from '../ports/support-ticket-store';

/** Files a support ticket; the sender's name is collected by the form but not stored (the spec's table). */
export async function createSupportTicket(
  deps: { tickets: SupportTicketStore; now: () => Date },
  input: { email: string; subject: string; message: string },
): Promise<{ id: string }> {
  const id = randomUUID();
  await deps.tickets.create({
    id,
    title: input.subject,
    description: input.message,
    user_email: input.email,
    status: 'open',
    created_at: deps.now().toISOString(),
  });
  return { id };
}
