import { httpHandler, type HttpInput } from '../lib/http';
import { sendIccidReminder as send } from '../use-cases/send-iccid-reminder';
import { wiring } from '../wiring';

export const sendIccidReminder = async ({ body }: HttpInput<'send-iccid-reminder'>) => {
  const w = wiring();
  return send({ users: w.users, brands: w.brands, mailer: w.mailer, shopUrl: w.shopUrl }, body.email);
};

export const handler = httpHandler('send-iccid-reminder', sendIccidReminder);
