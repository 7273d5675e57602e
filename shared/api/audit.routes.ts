import * as audit from './audit.schema';
import type { RouteContract } from './route-contract';
import { SIGNED_IN } from './rate-limits';

/**
 * The audit log: what admins and staff did, newest first. Read only: no route edits or deletes an
 * entry; the routes that act append theirs (`auditLog: 'append'`, PutItem alone).
 */
export const AUDIT_ROUTES = {
  'list-activity': {
    method: 'GET',
    path: '/api/admin/activity',
    auth: 'admin',
    query: audit.activityQuerySchema,
    response: audit.activityResponseSchema,
    // One page (at most 100 entries, one index partition) per request.
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { auditLog: 'read' } },
  },
} as const satisfies Record<string, RouteContract>;
