import { httpHandler, type HttpInput } from '../lib/http';
import { createSupportTicket as create } from '../use-cases/support';
import { wiring } from '../wiring';

export const createSupportTicket = async ({ body }: HttpInput<'create-support-ticket'>) => {
  const w = wiring();
  return create({ tickets: w.supportTickets, now: w.now }, body);
};

export const handler = httpHandler('create-support-ticket', createSupportTicket);
