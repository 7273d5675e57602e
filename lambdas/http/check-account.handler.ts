import { ACCOUNT_ROUTES } from '../../shared/api/accounts.routes';
import { httpHandler } from '../lib/http';
import { checkAccount } from '../use-cases/check-account';
import { identityProvider } from '../wiring/identity-provider';
import { rateLimits } from '../wiring/rate-counter';
import { now } from '../wiring/shop';
import { userStore } from '../wiring/user-store';
import { verificationStore } from '../wiring/verification-store';

export const handler = httpHandler(
  ACCOUNT_ROUTES,
  'check-account',
  ({ body }) =>
    checkAccount(
      { users: userStore(), identity: identityProvider(), verifications: verificationStore(), now },
      body,
    ),
  { rateLimits },
);
