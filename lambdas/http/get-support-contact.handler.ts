import { config, required } from '../lib/config';
import { httpHandler } from '../lib/http';

export const getSupportContact = async () => ({ email: required(config(), 'SUPPORT_MAILBOX') });

export const handler = httpHandler('get-support-contact', getSupportContact, {
  cacheControl: 'public, max-age=300',
});
