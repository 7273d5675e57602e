import { ACCOUNT_ROUTES } from '../../shared/api/accounts.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { renameSessionUser } from '../use-cases/rename-session-user';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler(
  ACCOUNT_ROUTES,
  'update-me',
  ({ auth, body }) => renameSessionUser({ users: userStore() }, auth, body),
  { verifyToken },
);
