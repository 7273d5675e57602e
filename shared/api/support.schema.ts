import * as z from '../validation/zod';
import { trimmedString } from './common.schema';
import { requiredEmail } from './fields';
import {
  CHAT_HISTORY_MAX_TURNS,
  CHAT_MESSAGE_MAX_CHARS,
  CHAT_TURN_MAX_CHARS,
  type ChatTurn,
} from '../support/chat';

const ALL_FIELDS = 'Please fill in all fields';

/** POST /api/support/tickets: all four fields are required; the sender name is not stored. */
export const supportTicketRequestSchema = z.object({
  name: trimmedString(120).check(z.minLength(1, ALL_FIELDS)),
  email: requiredEmail(ALL_FIELDS),
  subject: trimmedString(200).check(z.minLength(1, ALL_FIELDS)),
  message: trimmedString(5000).check(z.minLength(1, ALL_FIELDS)),
});
export const supportTicketResponseSchema = z.object({ id: z.string() });

/** GET /api/support/contact: the support mailbox /support shows (the stage's configuration). */
export const supportContactResponseSchema = z.object({ email: z.email() });

export const chatTurnSchema = z.object({
  role: z.enum(['user', 'bot']),
  text: z.string().check(z.maxLength(CHAT_TURN_MAX_CHARS)),
}) satisfies z.ZodMiniType<ChatTurn>;

/**
 * POST /api/chat: one question, with the conversation so far (oldest first) so that a follow-up such
 * as "and for 20 days?" is understood. The history lives in the visitor's browser only; the server
 * keeps nothing. Blank messages are ignored by the client and refused by the server.
 */
export const chatRequestSchema = z.object({
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please type a message'),
      z.maxLength(
        CHAT_MESSAGE_MAX_CHARS,
        `Please keep your message under ${CHAT_MESSAGE_MAX_CHARS} characters`,
      ),
    ),
  history: z._default(
    z
      .array(chatTurnSchema)
      .check(
        z.maxLength(CHAT_HISTORY_MAX_TURNS, `Please send at most ${CHAT_HISTORY_MAX_TURNS} earlier messages`),
      ),
    [],
  ),
});
/** The reply: plain text with a small Markdown subset (links, short lists, bold). */
export const chatResponseSchema = z.object({ text: z.string() });
