import { TWO_FACTOR_ROUTES } from '../../shared/api/two-factor.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { resetAdminTwoFactor } from '../use-cases/reset-admin-two-factor';
import { auditLog } from '../wiring/audit-log';
import { identityProvider } from '../wiring/identity-provider';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler(
  TWO_FACTOR_ROUTES,
  'reset-admin-two-factor',
  ({ auth, body }) =>
    resetAdminTwoFactor({ users: userStore(), identity: identityProvider(), audit: auditLog() }, auth, body),
  { verifyToken },
);
