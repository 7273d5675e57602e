import { httpHandler } from '../lib/http';
import { listAdminUsers } from '../use-cases/admin-console';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler('list-admin-users', ({ query }) =>
  listAdminUsers({ users: userStore() }, query),
);
