import { ACCOUNT_ROUTES } from '../../shared/api/accounts.routes';
import { httpHandler } from '../lib/http';
import { verifyEmailCode } from '../use-cases/verify-email-code';
import { rateLimits } from '../wiring/rate-counter';
import { now } from '../wiring/shop';
import { verificationStore } from '../wiring/verification-store';

export const handler = httpHandler(
  ACCOUNT_ROUTES,
  'verify-email-code',
  ({ body }) => verifyEmailCode({ verifications: verificationStore(), now }, body),
  { rateLimits },
);
