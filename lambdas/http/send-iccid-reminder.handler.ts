import { httpHandler } from '../lib/http';
import { sendIccidReminder } from '../use-cases/send-iccid-reminder';
import { brandStore } from '../wiring/brand-store';
import { mailer } from '../wiring/mailer';
import { shopUrl } from '../wiring/shop';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler('send-iccid-reminder', ({ body }) =>
  sendIccidReminder(
    { users: userStore(), brands: brandStore(), mailer: mailer(), shopUrl: shopUrl() },
    body.email,
  ),
);
