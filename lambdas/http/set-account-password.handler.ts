import { ACCOUNT_ROUTES } from '../../shared/api/accounts.routes';
import { httpHandler } from '../lib/http';
import { setAccountPassword } from '../use-cases/set-account-password';
import { identityProvider } from '../wiring/identity-provider';
import { rateLimits } from '../wiring/rate-counter';
import { now } from '../wiring/shop';
import { userStore } from '../wiring/user-store';
import { verificationStore } from '../wiring/verification-store';

export const handler = httpHandler(
  ACCOUNT_ROUTES,
  'set-account-password',
  ({ body }) =>
    setAccountPassword(
      { users: userStore(), identity: identityProvider(), verifications: verificationStore(), now },
      body,
    ),
  { rateLimits },
);
