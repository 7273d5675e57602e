import { httpHandler } from '../lib/http';
import { wiring } from '../wiring';

export const getBrand = async () => wiring().brands.get();

export const handler = httpHandler('get-brand', getBrand, { cacheControl: 'public, max-age=60' });
