import * as enterprise from './enterprise.schema';
import type { RouteContract } from './route-contract';
import { HOUR, perClient } from './rate-limits';

/** Enterprise leads. A handler imports its own area's routes, so it carries only their schemas. */
export const ENTERPRISE_ROUTES = {
  'create-enterprise-lead': {
    method: 'POST',
    path: '/api/enterprise/leads',
    auth: 'public',
    request: enterprise.enterpriseLeadRequestSchema,
    response: enterprise.enterpriseLeadResponseSchema,
    publicReason: "The enterprise page's lead form, for companies not yet customers",
    // A form for strangers: no limit that all of them share. The use-case stores every lead and caps
    // only the copies mailed to the support mailbox (ENTERPRISE_LEAD_LIMITS), refusing no visitor.
    limits: {
      rules: [
        perClient('enterprise-leads', 5, HOUR),
        { counter: 'enterprise-leads-per-address', per: 'email', limit: 20, windowSeconds: HOUR },
      ],
    },
    // Stores the lead as a ticket and mails it to the support mailbox, counted per client.
    grants: {
      tables: { supportTickets: 'write', rateLimits: 'readWrite', brand: 'read' },
      sendsMail: true,
      knowsSupportMailbox: true,
    },
  },
} as const satisfies Record<string, RouteContract>;
