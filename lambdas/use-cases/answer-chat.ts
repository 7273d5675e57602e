import { MESSAGES } from '../../shared/validation/messages';
import type { ChatTurn } from '../../shared/support/chat';
import { UpstreamError } from '../lib/errors';
import type { BrandStore } from '../ports/brand-store';
import type { ChatAssistant } from '../ports/chat-assistant';

export const CHAT_FALLBACK =
  "I'm sorry, I don't have an answer to that. Please send us a message with the form on this page and our team will reply by e-mail within 24 hours.";

/**
 * One chat turn: the assistant's reply, or an apology when it has none. The conversation comes from
 * the visitor's browser and is kept nowhere; the assistant sees only public shop knowledge, never an
 * order. A failing assistant answers 502 with the spec's chat message.
 */
export async function answerChat(
  deps: { assistant: ChatAssistant; brands: BrandStore },
  input: { message: string; history: readonly ChatTurn[] },
): Promise<{ text: string }> {
  const brand = await deps.brands.get();
  let reply: string;
  try {
    reply = await deps.assistant.reply({ ...input, brandName: brand.name });
  } catch (error) {
    throw new UpstreamError(MESSAGES.support.chatFailed, error);
  }
  return { text: reply.trim() || CHAT_FALLBACK };
}
