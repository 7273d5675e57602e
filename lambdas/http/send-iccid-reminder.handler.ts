import { ESIM_ROUTES } from '../../shared/api/esim.routes';
import { httpHandler } from '../lib/http';
import { sendIccidReminder } from '../use-cases/send-iccid-reminder';
import { brandStore } from '../wiring/brand-store';
import { mailer } from '../wiring/mailer';
import { rateLimits } from '../wiring/rate-counter';
import { shopUrl } from '../wiring/shop';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler(
  ESIM_ROUTES,
  'send-iccid-reminder',
  ({ body }) =>
    sendIccidReminder(
      { users: userStore(), brands: brandStore(), mailer: mailer(), shopUrl: shopUrl() },
      body.email,
    ),
  { rateLimits },
);
