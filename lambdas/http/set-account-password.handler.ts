import { httpHandler, type HttpInput } from '../lib/http';
import { setAccountPassword as setPassword } from '../use-cases/account-password';
import { wiring } from '../wiring';

export const setAccountPassword = async ({ body }: HttpInput<'set-account-password'>) =>
  setPassword(wiring(), body);

export const handler = httpHandler('set-account-password', setAccountPassword);
