import { SUPPORT_ROUTES } from '../../shared/api/support.routes';
import { CHAT_MAX_BODY_BYTES } from '../../shared/support/chat';
import { httpHandler } from '../lib/http';
import { answerChat } from '../use-cases/answer-chat';
import { brandStore } from '../wiring/brand-store';
import { chatAssistant } from '../wiring/chat-assistant';
import { rateLimits } from '../wiring/rate-counter';

export const handler = httpHandler(
  SUPPORT_ROUTES,
  'chat',
  async ({ body }) => answerChat({ assistant: await chatAssistant(), brands: brandStore() }, body),
  { maxBodyBytes: CHAT_MAX_BODY_BYTES, rateLimits },
);
