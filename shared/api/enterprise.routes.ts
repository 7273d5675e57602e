import * as enterprise from './enterprise.schema';
import type { RouteContract } from './route-contract';

/** Enterprise leads. A handler imports its own area's routes, so it carries only their schemas. */
export const ENTERPRISE_ROUTES = {
  'create-enterprise-lead': {
    method: 'POST',
    path: '/api/enterprise/leads',
    auth: 'public',
    request: enterprise.enterpriseLeadRequestSchema,
    response: enterprise.enterpriseLeadResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
