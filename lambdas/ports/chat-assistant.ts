export interface ChatAssistant {
  /** The assistant's reply to one message; an empty string when it has nothing to say. */
  reply(message: string): Promise<string>;
}
