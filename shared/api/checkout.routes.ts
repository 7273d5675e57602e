import * as checkout from './checkout.schema';
import type { RouteContract } from './route-contract';

/** Coupons, checkout and the payment provider's webhook. A handler imports its own area's routes, so it carries only their schemas. */
export const CHECKOUT_ROUTES = {
  'validate-coupon': {
    method: 'POST',
    path: '/api/coupons/validate',
    auth: 'public',
    request: checkout.couponValidateRequestSchema,
    response: checkout.couponValidateResponseSchema,
  },
  'create-checkout': {
    method: 'POST',
    path: '/api/checkout',
    auth: 'public',
    // A signed-in buyer of their own e-mail gets the eSIM in their account's list at once.
    optionalCaller: true,
    request: checkout.checkoutRequestSchema,
    response: checkout.checkoutResponseSchema,
  },
  'payment-webhook': { method: 'POST', path: '/api/payments/webhook', auth: 'public' },
} as const satisfies Record<string, RouteContract>;
