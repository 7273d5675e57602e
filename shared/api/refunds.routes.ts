import * as refunds from './refunds.schema';
import type { RouteContract } from './route-contract';
import { CALLS_PROVIDER, mergeAccess } from './function-access';
import { SIGNED_IN } from './rate-limits';

/** Refunds of orders (own-admin only). A handler imports its own area's routes, so it carries only their schemas. */
export const REFUND_ROUTES = {
  'refund-admin-order': {
    method: 'POST',
    path: '/api/admin/orders/{reference}/refund',
    auth: 'admin',
    params: refunds.refundPathSchema,
    request: refunds.refundRequestSchema,
    response: refunds.refundResponseSchema,
    limits: { unlimited: `${SIGNED_IN} An order is refunded once, so it mails its customer once.` },
    // Asks Stripe to refund, the provider whether the eSIM was installed (and releases it), mails the
    // customer, records the refund on the order and in the sales figures, and appends it to the audit log.
    grants: mergeAccess(CALLS_PROVIDER, {
      tables: { orders: 'readWrite', brand: 'read', auditLog: 'append', sales: 'write' },
      secrets: ['stripe'],
      sendsMail: true,
      linksToShop: true,
    }),
  },
} as const satisfies Record<string, RouteContract>;
