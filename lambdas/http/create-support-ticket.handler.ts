import { SUPPORT_ROUTES } from '../../shared/api/support.routes';
import { resource } from '../config/environment';
import { httpHandler } from '../lib/http';
import { createSupportTicket } from '../use-cases/create-support-ticket';
import { mailer } from '../wiring/mailer';
import { rateLimits } from '../wiring/rate-counter';
import { now } from '../wiring/shop';
import { supportTicketStore } from '../wiring/support-ticket-store';

export const handler = httpHandler(
  SUPPORT_ROUTES,
  'create-support-ticket',
  ({ body }) =>
    createSupportTicket(
      { tickets: supportTicketStore(), mailer: mailer(), supportMailbox: resource('supportMailbox'), now },
      body,
    ),
  { rateLimits },
);
