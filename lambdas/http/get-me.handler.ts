import { httpHandler, type HttpInput } from '../lib/http';
import { getSessionUser } from '../use-cases/session-user';
import { wiring } from '../wiring';

export const getMe = async ({ auth }: HttpInput<'get-me'>) => getSessionUser(wiring(), auth);

export const handler = httpHandler('get-me', getMe);
