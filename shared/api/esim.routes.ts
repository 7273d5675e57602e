import * as esim from './esim.schema';
import { orderPathSchema } from './orders.schema';
import type { RouteContract } from './route-contract';

/** The eSIM status checker, the forgotten-ICCID reminder and the provider's allocation callback. A handler imports its own area's routes, so it carries only their schemas. */
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
  'record-esim-allocation': {
    method: 'POST',
    path: '/api/esim/allocations/{reference}',
    auth: 'public',
    params: orderPathSchema,
    query: esim.allocationCallbackQuerySchema,
    request: esim.allocationCallbackRequestSchema,
    response: esim.allocationCallbackResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
