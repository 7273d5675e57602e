import { httpHandler } from '../lib/http';
import { brandStore } from '../wiring/brand-store';

export const handler = httpHandler('get-brand', () => brandStore().get(), {
  cacheControl: 'public, max-age=60',
});
