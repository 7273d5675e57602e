import { httpHandler, type HttpInput } from '../lib/http';
import { checkEsimStatus as check } from '../use-cases/check-esim-status';
import { wiring } from '../wiring';

export const checkEsimStatus = async ({ body }: HttpInput<'check-esim-status'>) => check(wiring(), body);

export const handler = httpHandler('check-esim-status', checkEsimStatus);
