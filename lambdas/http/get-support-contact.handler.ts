import { SUPPORT_ROUTES } from '../../shared/api/support.routes';
import { resource } from '../config/environment';
import { httpHandler } from '../lib/http';

export const handler = httpHandler(
  SUPPORT_ROUTES,
  'get-support-contact',
  async () => ({ email: resource('supportMailbox') }),
  {
    cacheControl: 'public, max-age=300',
  },
);
