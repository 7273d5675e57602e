import { TOP_UP_ROUTES } from '../../shared/api/top-up.routes';
import { httpHandler } from '../lib/http';
import { listTopUpOffers } from '../use-cases/list-top-up-offers';
import { esimProvider } from '../wiring/esim-provider';
import { orderStore } from '../wiring/order-store';
import { rateLimits } from '../wiring/rate-counter';
import { catalogue } from '../wiring/published-catalogue';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler(
  TOP_UP_ROUTES,
  'list-top-up-offers',
  async ({ body }) =>
    listTopUpOffers(
      { catalogue: await catalogue(), users: userStore(), orders: orderStore(), provider: esimProvider() },
      body,
    ),
  { rateLimits },
);
