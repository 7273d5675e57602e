import * as orders from './orders.schema';
import type { RouteContract } from './route-contract';

/** An order's progress and the buyer's actions on it. A handler imports its own area's routes, so it carries only their schemas. */
export const ORDER_ROUTES = {
  'get-order': {
    method: 'GET',
    path: '/api/orders/{reference}',
    auth: 'public',
    params: orders.orderPathSchema,
    response: orders.orderViewSchema,
  },
  'retry-order': {
    method: 'POST',
    path: '/api/orders/{reference}/retry',
    auth: 'public',
    params: orders.orderPathSchema,
    response: orders.orderViewSchema,
  },
  'resend-order-email': {
    method: 'POST',
    path: '/api/orders/{reference}/resend-email',
    auth: 'public',
    params: orders.orderPathSchema,
    response: orders.resendEmailResponseSchema,
  },
  'refresh-order-qr': {
    method: 'POST',
    path: '/api/orders/{reference}/refresh-qr',
    auth: 'public',
    params: orders.orderPathSchema,
    response: orders.refreshQrResponseSchema,
  },
  'get-order-invoice': {
    method: 'GET',
    path: '/api/orders/{reference}/invoice',
    auth: 'public',
    params: orders.orderPathSchema,
    response: orders.invoiceResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
