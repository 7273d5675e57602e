import { httpHandler } from '../lib/http';
import { checkAccount } from '../use-cases/accounts';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler('check-account', ({ body }) =>
  checkAccount({ users: userStore() }, body.email),
);
