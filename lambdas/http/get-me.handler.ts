import { ACCOUNT_ROUTES } from '../../shared/api/accounts.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { getSessionUser } from '../use-cases/get-session-user';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler(
  ACCOUNT_ROUTES,
  'get-me',
  ({ auth }) => getSessionUser({ users: userStore() }, auth),
  { verifyToken },
);
