import { httpHandler, type HttpInput } from '../lib/http';
import { sendTestEmail as send } from '../use-cases/staff-tools';
import { wiring } from '../wiring';

export const sendTestEmail = async ({ body }: HttpInput<'send-test-email'>) => send(wiring(), body);

export const handler = httpHandler('send-test-email', sendTestEmail);
