import { ACCOUNT_ROUTES } from '../../shared/api/accounts.routes';
import { httpHandler } from '../lib/http';
import { sendEmailCode } from '../use-cases/send-email-code';
import { brandStore } from '../wiring/brand-store';
import { mailer } from '../wiring/mailer';
import { rateLimits } from '../wiring/rate-counter';
import { now, shopUrl } from '../wiring/shop';
import { verificationStore } from '../wiring/verification-store';

export const handler = httpHandler(
  ACCOUNT_ROUTES,
  'send-email-code',
  ({ body }) =>
    sendEmailCode(
      { verifications: verificationStore(), mailer: mailer(), brands: brandStore(), shopUrl: shopUrl(), now },
      body.email,
    ),
  { rateLimits },
);
