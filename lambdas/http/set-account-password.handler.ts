import { httpHandler } from '../lib/http';
import { setAccountPassword } from '../use-cases/account-password';
import { identityProvider } from '../wiring/identity-provider';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler('set-account-password', ({ body }) =>
  setAccountPassword({ users: userStore(), identity: identityProvider() }, body),
);
