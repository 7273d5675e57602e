import * as topUp from './top-up.schema';
import type { RouteContract } from './route-contract';

/** Top-up offers for an existing eSIM and their checkout. A handler imports its own area's routes, so it carries only their schemas. */
export const TOP_UP_ROUTES = {
  'list-top-up-offers': {
    method: 'POST',
    path: '/api/top-ups/offers',
    auth: 'public',
    request: topUp.topUpOffersRequestSchema,
    response: topUp.topUpOffersResponseSchema,
  },
  'create-top-up-checkout': {
    method: 'POST',
    path: '/api/top-ups/checkout',
    auth: 'public',
    request: topUp.topUpCheckoutRequestSchema,
    response: topUp.topUpCheckoutResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
