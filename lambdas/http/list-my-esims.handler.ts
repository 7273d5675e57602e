import { ACCOUNT_ROUTES } from '../../shared/api/accounts.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { listMyEsims } from '../use-cases/list-my-esims';
import { esimProvider } from '../wiring/esim-provider';
import { catalogue } from '../wiring/published-catalogue';
import { now } from '../wiring/shop';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler(
  ACCOUNT_ROUTES,
  'list-my-esims',
  async ({ auth }) =>
    listMyEsims({ users: userStore(), provider: esimProvider(), now, catalogue: await catalogue() }, auth),
  { verifyToken },
);
