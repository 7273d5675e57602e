import * as support from './support.schema';
import type { RouteContract } from './route-contract';

/** Support tickets, the support contact and the chat assistant. A handler imports its own area's routes, so it carries only their schemas. */
export const SUPPORT_ROUTES = {
  'create-support-ticket': {
    method: 'POST',
    path: '/api/support/tickets',
    auth: 'public',
    request: support.supportTicketRequestSchema,
    response: support.supportTicketResponseSchema,
  },
  'get-support-contact': {
    method: 'GET',
    path: '/api/support/contact',
    auth: 'public',
    response: support.supportContactResponseSchema,
  },
  chat: {
    method: 'POST',
    path: '/api/chat',
    auth: 'public',
    request: support.chatRequestSchema,
    response: support.chatResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
