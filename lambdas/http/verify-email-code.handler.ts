import { httpHandler } from '../lib/http';
import { verifyEmailCode } from '../use-cases/email-proof';
import { now } from '../wiring/shop';
import { verificationStore } from '../wiring/verification-store';

export const handler = httpHandler('verify-email-code', ({ body }) =>
  verifyEmailCode({ verifications: verificationStore(), now }, body),
);
