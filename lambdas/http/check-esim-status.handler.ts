import { httpHandler } from '../lib/http';
import { checkEsimStatus } from '../use-cases/check-esim-status';
import { esimProvider } from '../wiring/esim-provider';
import { now } from '../wiring/shop';
import { userStore } from '../wiring/user-store';
import { verificationStore } from '../wiring/verification-store';

export const handler = httpHandler('check-esim-status', ({ body }) =>
  checkEsimStatus(
    { users: userStore(), provider: esimProvider(), verifications: verificationStore(), now },
    body,
  ),
);
