import type { RouteId } from './routes';

/** The API's areas: each declares its routes in its own `<area>.routes.ts`. */
export type RouteArea =
  | 'accounts'
  | 'admin'
  | 'brand'
  | 'catalogue'
  | 'checkout'
  | 'enterprise'
  | 'esim'
  | 'orders'
  | 'support'
  | 'top-up';

/**
 * The area that declares each route, known without loading any schema: the SPA's API client loads
 * only the called route's area (its schemas, and the schema library) instead of the whole contract.
 * Every route is named once (the type says so); a unit test holds each to the file that declares it.
 */
export const ROUTE_AREA = {
  'send-email-code': 'accounts',
  'verify-email-code': 'accounts',
  'check-account': 'accounts',
  'verify-account': 'accounts',
  'set-account-password': 'accounts',
  'register-account': 'accounts',
  'get-me': 'accounts',
  'update-me': 'accounts',
  'list-my-esims': 'accounts',
  'claim-my-esims': 'accounts',
  'list-my-orders': 'accounts',
  'get-business': 'accounts',
  'list-admin-esims': 'admin',
  'list-admin-orders': 'admin',
  'retry-admin-order': 'admin',
  'resend-admin-order-email': 'admin',
  'list-admin-users': 'admin',
  'list-coupons': 'admin',
  'create-coupon': 'admin',
  'deactivate-coupon': 'admin',
  'reactivate-coupon': 'admin',
  'create-admin': 'admin',
  'provider-proxy': 'admin',
  'send-test-email': 'admin',
  'send-iccid-reminder-test': 'admin',
  'create-test-order': 'admin',
  'get-brand': 'brand',
  'update-brand': 'brand',
  'create-logo-upload': 'brand',
  'publish-logo': 'brand',
  'get-catalogue': 'catalogue',
  'validate-coupon': 'checkout',
  'create-checkout': 'checkout',
  'payment-webhook': 'checkout',
  'create-enterprise-lead': 'enterprise',
  'check-esim-status': 'esim',
  'send-iccid-reminder': 'esim',
  'record-esim-allocation': 'esim',
  'get-order': 'orders',
  'retry-order': 'orders',
  'resend-order-email': 'orders',
  'refresh-order-qr': 'orders',
  'get-order-invoice': 'orders',
  'create-support-ticket': 'support',
  'get-support-contact': 'support',
  chat: 'support',
  'list-top-up-offers': 'top-up',
  'create-top-up-checkout': 'top-up',
} as const satisfies Record<RouteId, RouteArea>;
