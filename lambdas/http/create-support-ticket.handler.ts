import { httpHandler } from '../lib/http';
import { createSupportTicket } from '../use-cases/support';
import { now } from '../wiring/shop';
import { supportTicketStore } from '../wiring/support-ticket-store';

export const handler = httpHandler('create-support-ticket', ({ body }) =>
  createSupportTicket({ tickets: supportTicketStore(), now }, body),
);
