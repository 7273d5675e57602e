import { ADMIN_ROUTES } from '../../shared/api/admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { proxyProviderCall } from '../use-cases/proxy-provider-call';
import { auditLog } from '../wiring/audit-log';
import { esimProvider } from '../wiring/esim-provider';
import { rateLimiter } from '../wiring/rate-limiter';

export const handler = httpHandler(
  ADMIN_ROUTES,
  'provider-proxy',
  ({ body, auth }) =>
    proxyProviderCall({ provider: esimProvider(), limiter: rateLimiter(), audit: auditLog() }, auth, body),
  { verifyToken },
);
