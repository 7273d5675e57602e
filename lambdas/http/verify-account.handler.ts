import { ACCOUNT_ROUTES } from '../../shared/api/accounts.routes';
import { httpHandler } from '../lib/http';
import { verifyAccount } from '../use-cases/verify-account';
import { rateLimits } from '../wiring/rate-counter';
import { now } from '../wiring/shop';
import { userStore } from '../wiring/user-store';
import { verificationStore } from '../wiring/verification-store';

export const handler = httpHandler(
  ACCOUNT_ROUTES,
  'verify-account',
  ({ body }) => verifyAccount({ users: userStore(), verifications: verificationStore(), now }, body),
  { rateLimits },
);
