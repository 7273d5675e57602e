import { httpHandler } from '../lib/http';
import { proxyProviderCall } from '../use-cases/staff-tools';
import { esimProvider } from '../wiring/esim-provider';
import { rateLimiter } from '../wiring/rate-limiter';

export const handler = httpHandler('provider-proxy', ({ body, auth }) =>
  proxyProviderCall({ provider: esimProvider(), limiter: rateLimiter() }, auth, body),
);
