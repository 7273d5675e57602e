import { CATALOGUE_ROUTES } from '../../shared/api/catalogue.routes';
import { httpHandler } from '../lib/http';
import { getCatalogue } from '../use-cases/get-catalogue';
import { catalogue } from '../wiring/shop';

// The catalogue ships with the code: the same for every visitor until the next deploy.
export const handler = httpHandler(CATALOGUE_ROUTES, 'get-catalogue', async () => getCatalogue(catalogue()), {
  cacheControl: 'public, max-age=300',
});
