import { randomUUID } from 'node:crypto';
import type { ChatAssistant } from '../ports/chat-assistant';
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

export const CHAT_FALLBACK =
  "I'm sorry, I don't have an answer to that. Please send us a message with the form on this page and our team will reply by e-mail within 24 hours.";

/** One chat turn: the assistant's reply, or an apology when it has none. */
export async function chat(deps: { assistant: ChatAssistant }, message: string): Promise<{ text: string }> {
  const reply = (await deps.assistant.reply(message)).trim();
  return { text: reply || CHAT_FALLBACK };
}
