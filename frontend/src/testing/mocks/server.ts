import { setupServer } from 'msw/node';
import { accountHandlers } from './handlers/accounts';
import { brandHandlers } from './handlers/brand';
import { catalogueHandlers } from './handlers/catalogue';
import { esimStatusHandlers } from './handlers/esim-status';
import { meHandlers } from './handlers/me';
import { staffHandlers } from './handlers/staff';
import { twoFactorHandlers } from './handlers/two-factor';

/** Every network fake, one list per resource; a test adds or overrides with `server.use(...)`. */
export const server = setupServer(
  ...brandHandlers,
  ...catalogueHandlers,
  ...accountHandlers,
  ...meHandlers,
  ...staffHandlers,
  ...esimStatusHandlers,
  ...twoFactorHandlers,
);
