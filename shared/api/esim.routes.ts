import * as esim from './esim.schema';
import type { RouteContract } from './route-contract';

/** The eSIM status checker and the forgotten-ICCID reminder. A handler imports its own area's routes, so it carries only their schemas. */
export const ESIM_ROUTES = {
  'check-esim-status': {
    method: 'POST',
    path: '/api/esim/status',
    auth: 'public',
    request: esim.esimStatusRequestSchema,
    response: esim.esimStatusResponseSchema,
  },
  'send-iccid-reminder': {
    method: 'POST',
    path: '/api/esim/reminder',
    auth: 'public',
    request: esim.reminderRequestSchema,
    response: esim.reminderResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
