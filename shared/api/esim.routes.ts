import * as esim from './esim.schema';
import { orderPathSchema } from './orders.schema';
import type { RouteContract } from './route-contract';
import { CALLS_PROVIDER, mergeAccess } from './function-access';
import {
  ESIM_LOOKUPS,
  HOUR,
  MAILS_TO_MAILBOX,
  MINUTE,
  REFERENCE_MISSES,
  perClient,
  perClientAnd,
} from './rate-limits';

/** The eSIM status checker, the forgotten-ICCID reminder and the provider's allocation callback. A handler imports its own area's routes, so it carries only their schemas. */
export const ESIM_ROUTES = {
  'check-esim-status': {
    method: 'POST',
    path: '/api/esim/status',
    auth: 'public',
    request: esim.esimStatusRequestSchema,
    response: esim.esimStatusResponseSchema,
    publicReason: 'The status checker for guests: e-mail and ICCID show that one eSIM only',
    // Reveals an eSIM's activation code and QR: guessing e-mail + ICCID pairs is bounded three ways.
    limits: { rules: ESIM_LOOKUPS },
    // A proof of the e-mail (read, never used up here) opens the picker of all its eSIMs.
    grants: mergeAccess(CALLS_PROVIDER, {
      tables: { users: 'read', verifications: 'read', catalogue: 'read' },
    }),
  },
  'send-iccid-reminder': {
    method: 'POST',
    path: '/api/esim/reminder',
    auth: 'public',
    request: esim.reminderRequestSchema,
    response: esim.reminderResponseSchema,
    publicReason: "Mails the ICCIDs to the address's own mailbox only",
    // Mails the address: per (client, mailbox), and the mailbox's own ceiling on every mail.
    limits: {
      rules: [
        perClient('iccid-reminders', 10, HOUR),
        perClientAnd('email', 'iccid-reminders-per-client-address', 3, HOUR),
        MAILS_TO_MAILBOX,
      ],
    },
    grants: { tables: { users: 'read', brand: 'read' }, sendsMail: true, linksToShop: true },
  },
  'record-esim-allocation': {
    method: 'POST',
    path: '/api/esim/allocations/{reference}',
    auth: 'public',
    params: orderPathSchema,
    query: esim.allocationCallbackQuerySchema,
    request: esim.allocationCallbackRequestSchema,
    response: esim.allocationCallbackResponseSchema,
    publicReason:
      "Called by the eSIM provider and proved by the order's one-time token the allocation request sent",
    // The provider calls once per allocation; a wrong token answers as an unknown order (a miss). Its
    // misses count apart from the order pages', so a provider calling an outdated address never locks
    // a client out of them, and a guesser of tokens is stopped all the same.
    limits: {
      rules: [
        {
          counter: 'allocation-callbacks-per-order',
          per: 'reference',
          limit: 10,
          windowSeconds: 15 * MINUTE,
        },
        { ...REFERENCE_MISSES, counter: 'allocation-callback-misses' },
      ],
    },
    // Records the ICCID the provider reports on the order that holds the callback's token.
    grants: { tables: { orders: 'readWrite' } },
  },
} as const satisfies Record<string, RouteContract>;
