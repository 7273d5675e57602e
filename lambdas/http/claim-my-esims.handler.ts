import { ACCOUNT_ROUTES } from '../../shared/api/accounts.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { claimMyEsims } from '../use-cases/claim-my-esims';
import { now } from '../wiring/shop';
import { userStore } from '../wiring/user-store';
import { verificationStore } from '../wiring/verification-store';

export const handler = httpHandler(
  ACCOUNT_ROUTES,
  'claim-my-esims',
  ({ auth, body }) =>
    claimMyEsims({ users: userStore(), verifications: verificationStore(), now }, auth, body),
  { verifyToken },
);
