import { httpHandler, type HttpInput } from '../lib/http';
import { verifyAccount as verify } from '../use-cases/accounts';
import { wiring } from '../wiring';

export const verifyAccount = async ({ body }: HttpInput<'verify-account'>) => verify(wiring(), body);

export const handler = httpHandler('verify-account', verifyAccount);
