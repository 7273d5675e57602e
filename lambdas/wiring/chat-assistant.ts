import { FaqChatAssistant } from '../adapters/faq-chat-assistant';
import type { ChatAssistant } from '../ports/chat-assistant';
import { lazy } from './container';

export const chatAssistant = lazy((): ChatAssistant => new FaqChatAssistant());
