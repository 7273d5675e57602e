import { rateLimitRules } from '../../shared/api/rate-limits';
import { API_ROUTES, type RouteId } from '../../shared/api/routes';
import type { RouteContract } from '../../shared/api/route-contract';
import { mergeAccess, type CognitoAction, type FunctionAccess } from '../config/function-access';

/** Creates a sign-in with its password and group, and removes it again when the rest fails. */
const CREATES_SIGN_INS: CognitoAction[] = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminDeleteUser',
];

// The eSIM provider's token is cached in DynamoDB, so every caller of the provider reads and writes it.
const PROVIDER: FunctionAccess = { secrets: ['esimProvider'], tables: { providerTokens: 'readWrite' } };

/**
 * Least privilege per HTTP route: what each handler needs for its use-case, and nothing more.
 * A route missing here fails to compile, so a new route cannot ship with silent extra rights.
 */
const GRANTS: Record<RouteId, FunctionAccess> = {
  'get-catalogue': {},
  'get-brand': { tables: { brand: 'read' } },
  'validate-coupon': { tables: { coupons: 'read' } },
  'create-checkout': {
    tables: { orders: 'readWrite', users: 'readWrite', coupons: 'read', brand: 'read' },
    secrets: ['stripe'],
    startsFulfilment: true,
    linksToShop: true,
  },
  'payment-webhook': {
    tables: { orders: 'readWrite', paymentEvents: 'readWrite' },
    secrets: ['stripe'],
    startsFulfilment: true,
  },
  'get-order': { tables: { orders: 'read' } },
  // Resumes a failed order, or a stalled one whose execution is not running (asks Step Functions first).
  'retry-order': { tables: { orders: 'readWrite' }, resumesOrders: true },
  // Resends the stored QR code; the provider is not asked again.
  'resend-order-email': { tables: { orders: 'read', brand: 'read' }, sendsMail: true, linksToShop: true },
  'refresh-order-qr': mergeAccess(PROVIDER, { tables: { orders: 'readWrite' } }),
  'get-order-invoice': { tables: { orders: 'read' }, secrets: ['stripe'] },
  // A proof of the e-mail (read, never used up here) opens the picker of all its eSIMs.
  'check-esim-status': mergeAccess(PROVIDER, { tables: { users: 'read', verifications: 'read' } }),
  // E-mail + ICCID as the status checker; the eSIM's zone from its order, else from the provider.
  'list-top-up-offers': mergeAccess(PROVIDER, { tables: { users: 'read', orders: 'read' } }),
  'create-top-up-checkout': mergeAccess(PROVIDER, {
    tables: { users: 'read', orders: 'readWrite', coupons: 'read', brand: 'read' },
    secrets: ['stripe'],
    startsFulfilment: true,
    linksToShop: true,
  }),
  // Records the ICCID the provider reports on the order that holds the callback's token.
  'record-esim-allocation': { tables: { orders: 'readWrite' } },
  'send-iccid-reminder': { tables: { users: 'read', brand: 'read' }, sendsMail: true, linksToShop: true },
  // Links to the shop for the logo in the mail's header.
  'send-email-code': {
    tables: { verifications: 'write', brand: 'read' },
    sendsMail: true,
    linksToShop: true,
  },
  'verify-email-code': { tables: { verifications: 'readWrite' } },
  'check-account': {
    tables: { users: 'read', verifications: 'read' },
    cognito: ['cognito-idp:AdminGetUser'],
  },
  'verify-account': { tables: { users: 'read', verifications: 'read' } },
  // Uses the proof up (and gives it back when the password cannot be set).
  'set-account-password': {
    tables: { users: 'read', verifications: 'readWrite' },
    cognito: ['cognito-idp:AdminGetUser', ...CREATES_SIGN_INS],
  },
  'register-account': {
    tables: { users: 'readWrite', verifications: 'readWrite' },
    cognito: ['cognito-idp:AdminGetUser', ...CREATES_SIGN_INS],
  },
  // Stores the ticket and mails its copy to the support mailbox, Reply-To the traveller, under the
  // brand's name (brand).
  'create-support-ticket': {
    tables: { supportTickets: 'write', brand: 'read' },
    sendsMail: true,
    knowsSupportMailbox: true,
  },
  // The brand's own support address, else the configured mailbox.
  'get-support-contact': { tables: { brand: 'read' }, knowsSupportMailbox: true },
  // The brand name goes into the assistant's instructions; nothing else is read, no order ever.
  chat: { tables: { brand: 'read' }, invokesChatModel: true },
  // Stores the lead as a ticket and mails it to the support mailbox, counted per client.
  'create-enterprise-lead': {
    tables: { supportTickets: 'write', rateLimits: 'readWrite', brand: 'read' },
    sendsMail: true,
    knowsSupportMailbox: true,
  },
  'get-me': { tables: { users: 'read' } },
  'update-me': { tables: { users: 'readWrite' } },
  'list-my-esims': mergeAccess(PROVIDER, { tables: { users: 'read' } }),
  // Uses up the proof of the account's e-mail, then moves its unclaimed eSIMs into its list.
  'claim-my-esims': { tables: { users: 'readWrite', verifications: 'readWrite' } },
  // The account's orders: those whose eSIM is in its list (users) or whose buyer proved the e-mail.
  'list-my-orders': { tables: { orders: 'read', users: 'read' } },
  'get-business': { tables: { users: 'read', brand: 'read' } },
  'list-admin-esims': mergeAccess(PROVIDER, { tables: { orders: 'read', users: 'read' } }),
  'list-admin-orders': { tables: { orders: 'read' } },
  'retry-admin-order': { tables: { orders: 'readWrite' }, resumesOrders: true },
  'resend-admin-order-email': {
    tables: { orders: 'read', brand: 'read' },
    sendsMail: true,
    linksToShop: true,
  },
  'list-admin-users': { tables: { users: 'read' } },
  'list-coupons': { tables: { coupons: 'read' } },
  'create-coupon': { tables: { coupons: 'write' } },
  'deactivate-coupon': { tables: { coupons: 'readWrite' } },
  'reactivate-coupon': { tables: { coupons: 'readWrite' } },
  // A saved brand is invalidated at CloudFront, so visitors see it at once, not after the cache's TTL.
  'update-brand': { tables: { brand: 'readWrite' }, invalidatesEdgeCache: true },
  // A published logo's address is a path on the shop's origin, which serves the bucket's brand-assets/.
  'create-logo-upload': { uploadsBrandAssets: true },
  'publish-logo': { uploadsBrandAssets: true },
  'create-admin': { tables: { users: 'readWrite' }, cognito: CREATES_SIGN_INS },
  // Counts each admin's console calls (rateLimits) before the provider is asked.
  'provider-proxy': mergeAccess(PROVIDER, { tables: { rateLimits: 'readWrite' } }),
  // The staff's mail pages count each admin's mails (rateLimits).
  'send-test-email': { tables: { brand: 'read', rateLimits: 'readWrite' }, sendsMail: true },
  'send-iccid-reminder-test': {
    tables: { users: 'read', brand: 'read', rateLimits: 'readWrite' },
    sendsMail: true,
  },
  // A free test order fulfilled by the pipeline, counted per admin.
  'create-test-order': {
    tables: { orders: 'readWrite', users: 'read', brand: 'read', rateLimits: 'readWrite' },
    startsFulfilment: true,
  },
};

/** What a route needs besides its use-case: its token check, and the counters of its rate limits. */
function routeAccess(id: RouteId): FunctionAccess {
  const grants = GRANTS[id];
  const counted =
    rateLimitRules(id).length > 0 ? mergeAccess(grants, { tables: { rateLimits: 'readWrite' } }) : grants;
  const route: RouteContract = API_ROUTES[id];
  return route.auth === 'public' && !route.optionalCaller ? counted : { ...counted, verifiesTokens: true };
}

/** Each route's access; signed-in and admin routes also check the caller's token, limited routes count. */
export const ROUTE_ACCESS = Object.fromEntries(
  (Object.keys(GRANTS) as RouteId[]).map((id) => [id, routeAccess(id)]),
) as Record<RouteId, FunctionAccess>;
