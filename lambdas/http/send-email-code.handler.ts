import { httpHandler } from '../lib/http';
import { sendEmailCode } from '../use-cases/email-proof';
import { brandStore } from '../wiring/brand-store';
import { mailer } from '../wiring/mailer';
import { now } from '../wiring/shop';
import { verificationStore } from '../wiring/verification-store';

export const handler = httpHandler('send-email-code', ({ body }) =>
  sendEmailCode(
    { verifications: verificationStore(), mailer: mailer(), brands: brandStore(), now },
    body.email,
  ),
);
