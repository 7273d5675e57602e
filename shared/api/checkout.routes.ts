import * as checkout from './checkout.schema';
import type { RouteContract } from './route-contract';
import { CHECKOUTS, MINUTE, perClient } from './rate-limits';

/** Coupons, checkout and the payment provider's webhook. A handler imports its own area's routes, so it carries only their schemas. */
export const CHECKOUT_ROUTES = {
  'validate-coupon': {
    method: 'POST',
    path: '/api/coupons/validate',
    auth: 'public',
    request: checkout.couponValidateRequestSchema,
    response: checkout.couponValidateResponseSchema,
    publicReason: 'Guests check a coupon in the cart before they buy',
    // A valid coupon is worth money: guessing codes is bounded per client.
    limits: { rules: [perClient('coupon-checks', 30, 15 * MINUTE)] },
    grants: { tables: { coupons: 'read', catalogue: 'read' } },
  },
  'create-checkout': {
    method: 'POST',
    path: '/api/checkout',
    auth: 'public',
    // A signed-in buyer of their own e-mail gets the eSIM in their account's list at once.
    optionalCaller: true,
    request: checkout.checkoutRequestSchema,
    response: checkout.checkoutResponseSchema,
    publicReason: 'Guests buy without an account; the server prices the order',
    // Writes an order (and an account row for a new address) and opens a payment session.
    limits: { rules: CHECKOUTS },
    grants: {
      tables: {
        orders: 'readWrite',
        users: 'readWrite',
        coupons: 'read',
        brand: 'read',
        sales: 'write',
        catalogue: 'read',
      },
      secrets: ['stripe'],
      startsFulfilment: true,
      linksToShop: true,
    },
  },
  'payment-webhook': {
    method: 'POST',
    path: '/api/payments/webhook',
    auth: 'public',
    publicReason: "Called by Stripe and proved by Stripe's signature over the raw body, not by a user",
    limits: {
      unlimited: "Stripe's signed calls only; an unsigned call is refused before any work.",
    },
    grants: {
      tables: { orders: 'readWrite', paymentEvents: 'readWrite', sales: 'write' },
      secrets: ['stripe'],
      startsFulfilment: true,
    },
  },
} as const satisfies Record<string, RouteContract>;
