import type { RouteContract } from './route-contract';
import { SIGNED_IN } from './rate-limits';
import * as sales from './sales.schema';

/** The admin console's Sales tab (own-admin only). A handler imports its own area's routes, so it carries only their schemas. */
export const SALES_ROUTES = {
  // The figures kept on write (the sales table): one Query per month and dimension, never a scan.
  'get-sales': {
    method: 'GET',
    path: '/api/admin/sales',
    auth: 'admin',
    query: sales.salesQuerySchema,
    response: sales.salesResponseSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { sales: 'read' } },
  },
  // The orders of a date range as CSV, from the orders table's status-and-date index.
  'export-sales-orders': {
    method: 'GET',
    path: '/api/admin/sales/export',
    auth: 'admin',
    query: sales.salesExportQuerySchema,
    response: sales.salesExportResponseSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { orders: 'read' } },
  },
} as const satisfies Record<string, RouteContract>;
