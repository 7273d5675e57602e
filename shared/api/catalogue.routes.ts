import { catalogueResponseSchema } from './catalogue.schema';
import type { RouteContract } from './route-contract';

/** The catalogue: zones, countries, bundles and price tables. A handler imports its own area's routes, so it carries only their schemas. */
export const CATALOGUE_ROUTES = {
  'get-catalogue': {
    method: 'GET',
    path: '/api/catalogue',
    auth: 'public',
    response: catalogueResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
