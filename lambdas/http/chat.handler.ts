import { CHAT_MAX_BODY_BYTES } from '../../shared/api/support.schema';
import { httpHandler, type HttpInput } from '../lib/http';
import { answerChat } from '../use-cases/chat';
import { wiring } from '../wiring';

export const chat = async ({ body }: HttpInput<'chat'>) => {
  const w = wiring();
  return answerChat({ assistant: w.assistant, brands: w.brands }, body);
};

export const handler = httpHandler('chat', chat, { maxBodyBytes: CHAT_MAX_BODY_BYTES });
