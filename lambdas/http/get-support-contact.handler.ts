import { resource } from '../config/environment';
import { httpHandler } from '../lib/http';

export const handler = httpHandler(
  'get-support-contact',
  async () => ({ email: resource('supportMailbox') }),
  {
    cacheControl: 'public, max-age=300',
  },
);
