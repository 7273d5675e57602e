import { httpHandler } from '../lib/http';
import { renameSessionUser } from '../use-cases/session-user';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler('update-me', ({ auth, body }) =>
  renameSessionUser({ users: userStore() }, auth, body),
);
