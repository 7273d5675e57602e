import { httpHandler, type HttpInput } from '../lib/http';
import { chat as answer } from '../use-cases/support';
import { wiring } from '../wiring';

export const chat = async ({ body }: HttpInput<'chat'>) => answer(wiring(), body.message);

export const handler = httpHandler('chat', chat);
