import { httpHandler, type HttpInput } from '../lib/http';
import { proxyProviderCall } from '../use-cases/staff-tools';
import { wiring } from '../wiring';

export const providerProxy = async ({ body }: HttpInput<'provider-proxy'>) =>
  proxyProviderCall(wiring(), body);

export const handler = httpHandler('provider-proxy', providerProxy);
