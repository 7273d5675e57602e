import { httpHandler } from '../lib/http';
import { checkAccount } from '../use-cases/accounts';
import { identityProvider } from '../wiring/identity-provider';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler('check-account', ({ body }) =>
  checkAccount({ users: userStore(), identity: identityProvider() }, body.email),
);
