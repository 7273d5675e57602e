import { httpHandler } from '../lib/http';
import { catalogueView } from '../use-cases/get-catalogue';
import { wiring } from '../wiring';

export const getCatalogue = async () => catalogueView(wiring().catalogue);

// The catalogue ships with the code: the same for every visitor until the next deploy.
export const handler = httpHandler('get-catalogue', getCatalogue, { cacheControl: 'public, max-age=300' });
