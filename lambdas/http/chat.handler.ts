import { httpHandler } from '../lib/http';
import { chat } from '../use-cases/support';
import { chatAssistant } from '../wiring/chat-assistant';

export const handler = httpHandler('chat', ({ body }) => chat({ assistant: chatAssistant() }, body.message));
