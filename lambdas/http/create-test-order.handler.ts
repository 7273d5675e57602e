import { ADMIN_ROUTES } from '../../shared/api/admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { createTestOrder } from '../use-cases/create-test-order';
import { auditLog } from '../wiring/audit-log';
import { brandStore } from '../wiring/brand-store';
import { orderStore } from '../wiring/order-store';
import { rateLimiter } from '../wiring/rate-limiter';
import { catalogue } from '../wiring/published-catalogue';
import { brandFixedCode, now } from '../wiring/shop';
import { userStore } from '../wiring/user-store';
import { workflow } from '../wiring/workflow';

export const handler = httpHandler(
  ADMIN_ROUTES,
  'create-test-order',
  async ({ body, auth }) =>
    createTestOrder(
      {
        catalogue: await catalogue(),
        users: userStore(),
        orders: orderStore(),
        brands: brandStore(),
        workflow: workflow(),
        limiter: rateLimiter(),
        audit: auditLog(),
        fixedBrandCode: brandFixedCode(),
        now,
      },
      auth,
      body,
    ),
  { verifyToken },
);
