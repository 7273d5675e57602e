import { httpHandler } from '../lib/http';
import { getSessionUser } from '../use-cases/session-user';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler('get-me', ({ auth }) => getSessionUser({ users: userStore() }, auth));
