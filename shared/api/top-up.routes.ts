import * as topUp from './top-up.schema';
import type { RouteContract } from './route-contract';
import { CALLS_PROVIDER, mergeAccess } from './function-access';
import { CHECKOUTS, ESIM_LOOKUPS, HOUR, perClientAnd } from './rate-limits';

/** Top-up offers for an existing eSIM and their checkout. A handler imports its own area's routes, so it carries only their schemas. */
export const TOP_UP_ROUTES = {
  'list-top-up-offers': {
    method: 'POST',
    path: '/api/top-ups/offers',
    auth: 'public',
    request: topUp.topUpOffersRequestSchema,
    response: topUp.topUpOffersResponseSchema,
    publicReason: "Guests see an eSIM's top-ups with the status checker's e-mail + ICCID proof",
    // The top-up offers answer an e-mail + ICCID pair as the status checker does: one shared count.
    limits: { rules: ESIM_LOOKUPS },
    // E-mail + ICCID as the status checker; the eSIM's zone from its order, else from the provider.
    grants: mergeAccess(CALLS_PROVIDER, { tables: { users: 'read', orders: 'read', catalogue: 'read' } }),
  },
  'create-top-up-checkout': {
    method: 'POST',
    path: '/api/top-ups/checkout',
    auth: 'public',
    request: topUp.topUpCheckoutRequestSchema,
    response: topUp.topUpCheckoutResponseSchema,
    publicReason: 'Guests top up with the e-mail + ICCID proof; the server prices the top-up',
    limits: {
      rules: [
        ...CHECKOUTS,
        perClientAnd('iccid', 'top-up-checkouts-per-client-iccid', 10, HOUR),
        { counter: 'top-up-checkouts-per-iccid', per: 'iccid', limit: 50, windowSeconds: HOUR },
      ],
    },
    grants: mergeAccess(CALLS_PROVIDER, {
      tables: {
        users: 'read',
        orders: 'readWrite',
        coupons: 'read',
        brand: 'read',
        sales: 'write',
        catalogue: 'read',
      },
      secrets: ['stripe'],
      startsFulfilment: true,
      linksToShop: true,
    }),
  },
} as const satisfies Record<string, RouteContract>;
