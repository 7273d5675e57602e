import { httpHandler } from '../lib/http';
import { proxyProviderCall } from '../use-cases/staff-tools';
import { esimProvider } from '../wiring/esim-provider';

export const handler = httpHandler('provider-proxy', ({ body }) =>
  proxyProviderCall({ provider: esimProvider() }, body),
);
