import { ESIM_ROUTES } from '../../shared/api/esim.routes';
import { httpHandler } from '../lib/http';
import { checkEsimStatus } from '../use-cases/check-esim-status';
import { esimProvider } from '../wiring/esim-provider';
import { rateLimits } from '../wiring/rate-counter';
import { catalogue } from '../wiring/published-catalogue';
import { now } from '../wiring/shop';
import { userStore } from '../wiring/user-store';
import { verificationStore } from '../wiring/verification-store';

export const handler = httpHandler(
  ESIM_ROUTES,
  'check-esim-status',
  async ({ body }) =>
    checkEsimStatus(
      {
        users: userStore(),
        provider: esimProvider(),
        verifications: verificationStore(),
        now,
        catalogue: await catalogue(),
      },
      body,
    ),
  { rateLimits },
);
