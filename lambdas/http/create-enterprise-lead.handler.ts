import { ENTERPRISE_ROUTES } from '../../shared/api/enterprise.routes';
import { resource } from '../config/environment';
import { httpHandler } from '../lib/http';
import { createEnterpriseLead } from '../use-cases/create-enterprise-lead';
import { mailer } from '../wiring/mailer';
import { rateLimits } from '../wiring/rate-counter';
import { rateLimiter } from '../wiring/rate-limiter';
import { now } from '../wiring/shop';
import { supportTicketStore } from '../wiring/support-ticket-store';

export const handler = httpHandler(
  ENTERPRISE_ROUTES,
  'create-enterprise-lead',
  ({ body }) =>
    createEnterpriseLead(
      {
        tickets: supportTicketStore(),
        mailer: mailer(),
        limiter: rateLimiter(),
        supportMailbox: resource('supportMailbox'),
        now,
      },
      body,
    ),
  { rateLimits },
);
