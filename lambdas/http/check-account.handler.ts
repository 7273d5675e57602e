import { httpHandler, type HttpInput } from '../lib/http';
import { checkAccount as check } from '../use-cases/accounts';
import { wiring } from '../wiring';

export const checkAccount = async ({ body }: HttpInput<'check-account'>) => check(wiring(), body.email);

export const handler = httpHandler('check-account', checkAccount);
