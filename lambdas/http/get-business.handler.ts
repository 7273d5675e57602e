import { ACCOUNT_ROUTES } from '../../shared/api/accounts.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { getBusiness } from '../use-cases/get-business';
import { brandStore } from '../wiring/brand-store';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler(
  ACCOUNT_ROUTES,
  'get-business',
  ({ auth }) => getBusiness({ users: userStore(), brands: brandStore() }, auth),
  { verifyToken },
);
