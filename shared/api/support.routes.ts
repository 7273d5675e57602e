import * as support from './support.schema';
import type { RouteContract } from './route-contract';
import { HOUR, MINUTE, perClient } from './rate-limits';

/** Support tickets, the support contact and the chat assistant. A handler imports its own area's routes, so it carries only their schemas. */
export const SUPPORT_ROUTES = {
  'create-support-ticket': {
    method: 'POST',
    path: '/api/support/tickets',
    auth: 'public',
    request: support.supportTicketRequestSchema,
    response: support.supportTicketResponseSchema,
    publicReason: 'Anyone may ask for help, signed in or not',
    // Stores a ticket and mails the support mailbox (not the sender): tickets in one sender's name
    // from everyone together are bounded well above what the sender files themselves.
    limits: {
      rules: [
        perClient('support-tickets', 5, HOUR),
        { counter: 'support-tickets-per-address', per: 'email', limit: 20, windowSeconds: HOUR },
      ],
    },
    // Stores the ticket and mails its copy to the support mailbox, Reply-To the traveller, under the
    // brand's name (brand).
    grants: {
      tables: { supportTickets: 'write', brand: 'read' },
      sendsMail: true,
      knowsSupportMailbox: true,
    },
  },
  'get-support-contact': {
    method: 'GET',
    path: '/api/support/contact',
    auth: 'public',
    response: support.supportContactResponseSchema,
    publicReason: 'The support address shown on /support to everyone',
    limits: { unlimited: 'The public support address /support shows.' },
    // The brand's own support address, else the configured mailbox.
    grants: { tables: { brand: 'read' }, knowsSupportMailbox: true },
  },
  chat: {
    method: 'POST',
    path: '/api/chat',
    auth: 'public',
    request: support.chatRequestSchema,
    response: support.chatResponseSchema,
    publicReason: 'The help chat answers guests too',
    // Each question may call the stage's model (Bedrock on AWS).
    limits: { rules: [perClient('chat-questions', 30, 5 * MINUTE)] },
    // The brand name goes into the assistant's instructions; nothing else is read, no order ever.
    grants: { tables: { brand: 'read', catalogue: 'read' }, invokesChatModel: true },
  },
} as const satisfies Record<string, RouteContract>;
