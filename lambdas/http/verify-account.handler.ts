import { httpHandler } from '../lib/http';
import { verifyAccount } from '../use-cases/accounts';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler('verify-account', ({ body }) =>
  verifyAccount({ users: userStore() }, body),
);
