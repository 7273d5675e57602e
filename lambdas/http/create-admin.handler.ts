import { ADMIN_ROUTES } from '../../shared/api/admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { createAdmin } from '../use-cases/create-admin';
import { auditLog } from '../wiring/audit-log';
import { identityProvider } from '../wiring/identity-provider';
import { now } from '../wiring/shop';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler(
  ADMIN_ROUTES,
  'create-admin',
  ({ body, auth }) =>
    createAdmin({ users: userStore(), identity: identityProvider(), now, audit: auditLog() }, auth, body),
  { verifyToken },
);
