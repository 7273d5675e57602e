import { ADMIN_ROUTES } from '../../shared/api/admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { listAdminUsers } from '../use-cases/list-admin-users';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler(
  ADMIN_ROUTES,
  'list-admin-users',
  ({ query }) => listAdminUsers({ users: userStore() }, query),
  { verifyToken },
);
