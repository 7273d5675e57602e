import { httpHandler, type HttpInput } from '../lib/http';
import { required } from '../lib/config';
import { createSupportTicket as create } from '../use-cases/support';
import { wiring } from '../wiring';

export const createSupportTicket = async ({ body }: HttpInput<'create-support-ticket'>) => {
  const w = wiring();
  return create(
    {
      tickets: w.supportTickets,
      mailer: w.mailer,
      supportMailbox: required(w.config, 'SUPPORT_MAILBOX'),
      now: w.now,
    },
    body,
  );
};

export const handler = httpHandler('create-support-ticket', createSupportTicket);
