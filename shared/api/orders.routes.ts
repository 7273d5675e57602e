import * as orders from './orders.schema';
import type { RouteContract } from './route-contract';
import { CALLS_PROVIDER, mergeAccess } from './function-access';
import { HOUR, MINUTE, REFERENCE_MISSES, perClient } from './rate-limits';

/** An order's progress and the buyer's actions on it. A handler imports its own area's routes, so it carries only their schemas. */
export const ORDER_ROUTES = {
  'get-order': {
    method: 'GET',
    path: '/api/orders/{reference}',
    auth: 'public',
    params: orders.orderPathSchema,
    response: orders.orderViewSchema,
    publicReason: "A guest's success page, keyed by the order's unguessable reference",
    // The success page polls every 2 s while an order is on its way: generous per client, strict on misses.
    limits: { rules: [perClient('order-views', 900, 15 * MINUTE), REFERENCE_MISSES] },
    grants: { tables: { orders: 'read' } },
  },
  'retry-order': {
    method: 'POST',
    path: '/api/orders/{reference}/retry',
    auth: 'public',
    params: orders.orderPathSchema,
    response: orders.orderViewSchema,
    publicReason: "A guest's success page resumes its order by the unguessable reference",
    limits: {
      rules: [
        perClient('order-retries', 20, 15 * MINUTE),
        { counter: 'order-retries-per-order', per: 'reference', limit: 10, windowSeconds: 15 * MINUTE },
        REFERENCE_MISSES,
      ],
    },
    // Resumes a failed order, or a stalled one whose execution is not running (asks Step Functions first).
    grants: { tables: { orders: 'readWrite' }, resumesOrders: true },
  },
  'resend-order-email': {
    method: 'POST',
    path: '/api/orders/{reference}/resend-email',
    auth: 'public',
    params: orders.orderPathSchema,
    response: orders.resendEmailResponseSchema,
    publicReason: "Mails the eSIM again to the order's own address only",
    limits: {
      rules: [
        perClient('order-resends', 10, HOUR),
        { counter: 'order-resends-per-order', per: 'reference', limit: 3, windowSeconds: HOUR },
        REFERENCE_MISSES,
      ],
    },
    // Resends the stored QR code; the provider is not asked again.
    grants: { tables: { orders: 'read', brand: 'read' }, sendsMail: true, linksToShop: true },
  },
  'refresh-order-qr': {
    method: 'POST',
    path: '/api/orders/{reference}/refresh-qr',
    auth: 'public',
    params: orders.orderPathSchema,
    response: orders.refreshQrResponseSchema,
    publicReason: "A guest's success page refreshes its QR code by the unguessable reference",
    // Asks the eSIM provider again.
    limits: {
      rules: [
        perClient('qr-refreshes', 20, HOUR),
        { counter: 'qr-refreshes-per-order', per: 'reference', limit: 5, windowSeconds: HOUR },
        REFERENCE_MISSES,
      ],
    },
    grants: mergeAccess(CALLS_PROVIDER, { tables: { orders: 'readWrite' } }),
  },
  'get-order-invoice': {
    method: 'GET',
    path: '/api/orders/{reference}/invoice',
    auth: 'public',
    params: orders.orderPathSchema,
    response: orders.invoiceResponseSchema,
    publicReason: "A guest's invoice, by the order's unguessable reference",
    // Asks Stripe for the invoice.
    limits: {
      rules: [
        perClient('invoices', 30, 15 * MINUTE),
        { counter: 'invoices-per-order', per: 'reference', limit: 10, windowSeconds: 15 * MINUTE },
        REFERENCE_MISSES,
      ],
    },
    grants: { tables: { orders: 'read' }, secrets: ['stripe'] },
  },
} as const satisfies Record<string, RouteContract>;
