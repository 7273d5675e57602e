import { httpHandler } from '../lib/http';
import { verifyAccount } from '../use-cases/accounts';
import { now } from '../wiring/shop';
import { userStore } from '../wiring/user-store';
import { verificationStore } from '../wiring/verification-store';

export const handler = httpHandler('verify-account', ({ body }) =>
  verifyAccount({ users: userStore(), verifications: verificationStore(), now }, body),
);
