/**
 * The floor of a shop HTTP function: the shared handler plumbing (middy, the middlewares, the logger,
 * the route contract) answering a fixed body, with no adapter, AWS client or use-case.
 */
import { SUPPORT_ROUTES } from '../../../shared/api/support.routes';
import { httpHandler } from '../../../lambdas/lib/http';

export const handler = httpHandler(SUPPORT_ROUTES, 'get-support-contact', async () => ({
  email: 'support@example.com',
}));
