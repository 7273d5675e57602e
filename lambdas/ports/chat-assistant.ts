import type { ChatTurn } from '../../shared/support/chat';

/** One question to the support assistant, with the conversation so far as the visitor's browser sent it. */
export interface ChatQuestion {
  message: string;
  /** Earlier turns, oldest first; context only, never trusted for anything else. */
  history: readonly ChatTurn[];
  /** The shop's name, as the assistant introduces itself and quotes the terms. */
  brandName: string;
}

export interface ChatAssistant {
  /** The reply (text with a small Markdown subset); an empty string when it has nothing to say. */
  reply(question: ChatQuestion): Promise<string>;
}
