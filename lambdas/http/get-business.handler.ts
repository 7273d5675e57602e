import { httpHandler } from '../lib/http';
import { getBusiness } from '../use-cases/my-account';
import { brandStore } from '../wiring/brand-store';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler('get-business', ({ auth }) =>
  getBusiness({ users: userStore(), brands: brandStore() }, auth),
);
