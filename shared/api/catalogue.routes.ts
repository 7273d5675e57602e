import { catalogueResponseSchema } from './catalogue.schema';
import type { RouteContract } from './route-contract';

/** The catalogue: zones, countries, bundles and price tables. A handler imports its own area's routes, so it carries only their schemas. */
export const CATALOGUE_ROUTES = {
  'get-catalogue': {
    method: 'GET',
    path: '/api/catalogue',
    auth: 'public',
    response: catalogueResponseSchema,
    publicReason: 'The destinations, bundles and prices every visitor browses before buying',
    limits: { unlimited: 'The same public price list for everyone, cached by CloudFront.' },
    grants: { tables: { catalogue: 'read' } },
  },
} as const satisfies Record<string, RouteContract>;
