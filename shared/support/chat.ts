/**
 * The support chat's limits and the history a chat request carries: plain values, without zod, so the
 * chat's page can use them before any schema is loaded (the schemas in api/support.schema read them).
 */

/** Longest chat message a visitor may send. */
export const CHAT_MESSAGE_MAX_CHARS = 1000;
/** Earlier turns a chat request may carry as context, and the length of each. */
export const CHAT_HISTORY_MAX_TURNS = 8;
export const CHAT_TURN_MAX_CHARS = 1500;
/** Largest chat request body: the message and its history, in any script. */
export const CHAT_MAX_BODY_BYTES = 48 * 1024;

/** One earlier turn of a conversation, as a chat request carries it. */
export type ChatTurn = { role: 'user' | 'bot'; text: string };

/** The last turns of a conversation, cut to what a chat request may carry. */
export function recentTurns(turns: readonly ChatTurn[]): ChatTurn[] {
  return turns
    .slice(-CHAT_HISTORY_MAX_TURNS)
    .map((turn) => ({ role: turn.role, text: turn.text.slice(0, CHAT_TURN_MAX_CHARS) }));
}
