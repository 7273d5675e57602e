import { httpHandler } from '../lib/http';
import { checkAccount } from '../use-cases/accounts';
import { identityProvider } from '../wiring/identity-provider';
import { now } from '../wiring/shop';
import { userStore } from '../wiring/user-store';
import { verificationStore } from '../wiring/verification-store';

export const handler = httpHandler('check-account', ({ body }) =>
  checkAccount(
    { users: userStore(), identity: identityProvider(), verifications: verificationStore(), now },
    body,
  ),
);
