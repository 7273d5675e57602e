import { httpHandler } from '../lib/http';
import { setAccountPassword } from '../use-cases/account-password';
import { identityProvider } from '../wiring/identity-provider';
import { now } from '../wiring/shop';
import { userStore } from '../wiring/user-store';
import { verificationStore } from '../wiring/verification-store';

export const handler = httpHandler('set-account-password', ({ body }) =>
  setAccountPassword(
    { users: userStore(), identity: identityProvider(), verifications: verificationStore(), now },
    body,
  ),
);
