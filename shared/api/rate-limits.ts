import type { RouteId } from './routes';

/**
 * Who a limit counts: the caller's address (`client`), or the target a request names: the e-mail
 * address (`email` in the body), the ICCID (`iccid` in the body) or the order (`reference` in the path).
 */
export type RateLimitSubject = 'client' | 'email' | 'iccid' | 'reference';

export interface RateLimitRule {
  /** The counter; rules of several routes with the same name share one count per subject. */
  counter: string;
  per: RateLimitSubject;
  /** Requests allowed per window; the next one answers 429 until the window ends. */
  limit: number;
  windowSeconds: number;
  /**
   * 'requests' (default): every request counts. 'misses': only answers that the target does not
   * exist (404) count, so guessing order references is stopped long before an owner polling their
   * own order would notice a limit.
   */
  counts?: 'requests' | 'misses';
}

/** A route's limits, or why it has none. */
export type RouteRateLimits = { rules: readonly RateLimitRule[] } | { unlimited: string };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

const perClient = (counter: string, limit: number, windowSeconds: number): RateLimitRule => ({
  counter,
  per: 'client',
  limit,
  windowSeconds,
});

/** Every mail one address receives from the shop's anonymous routes, whoever asks for it. */
const MAILS_TO_ADDRESS: RateLimitRule = {
  counter: 'mails-to-address',
  per: 'email',
  limit: 10,
  windowSeconds: HOUR,
};

/** Unknown order references one client tries, on any order route. */
const REFERENCE_MISSES: RateLimitRule = {
  counter: 'reference-misses',
  per: 'client',
  limit: 30,
  windowSeconds: 15 * MINUTE,
  counts: 'misses',
};

/** Looking an eSIM up by e-mail + ICCID (status checker, top-up offers): one count per client and target. */
const ESIM_LOOKUPS: RateLimitRule[] = [
  perClient('status-checks', 30, 15 * MINUTE),
  { counter: 'status-checks-per-address', per: 'email', limit: 10, windowSeconds: 15 * MINUTE },
  { counter: 'status-checks-per-iccid', per: 'iccid', limit: 10, windowSeconds: 15 * MINUTE },
];

const SIGNED_IN =
  'Signed-in route: the caller is a verified Cognito user; stage throttling and the WAF bound it.';

/**
 * The per-client and per-target limits of every route, declared next to the contract: a route that
 * sends mail, reveals data or costs money answers 429 with Retry-After once a limit is reached, and
 * counts again when the window ends. The counters live in DynamoDB (the `rateLimits` table, TTL).
 */
export const RATE_LIMITS: Record<RouteId, RouteRateLimits> = {
  'get-catalogue': { unlimited: 'The same public price list for everyone, cached by CloudFront.' },
  'get-brand': { unlimited: 'The public brand settings every page shows.' },
  // A valid coupon is worth money: guessing codes is bounded per client.
  'validate-coupon': { rules: [perClient('coupon-checks', 30, 15 * MINUTE)] },
  // Writes an order (and an account row for a new address) and opens a payment session.
  'create-checkout': {
    rules: [
      perClient('checkouts', 20, HOUR),
      { counter: 'checkouts-for-address', per: 'email', limit: 10, windowSeconds: HOUR },
    ],
  },
  'payment-webhook': {
    unlimited: "Stripe's signed calls only; an unsigned call is refused before any work.",
  },
  // The success page polls every 2 s while an order is on its way: generous per client, strict on misses.
  'get-order': { rules: [perClient('order-views', 900, 15 * MINUTE), REFERENCE_MISSES] },
  'retry-order': {
    rules: [
      perClient('order-retries', 20, 15 * MINUTE),
      { counter: 'order-retries-per-order', per: 'reference', limit: 10, windowSeconds: 15 * MINUTE },
      REFERENCE_MISSES,
    ],
  },
  'resend-order-email': {
    rules: [
      perClient('order-resends', 10, HOUR),
      { counter: 'order-resends-per-order', per: 'reference', limit: 3, windowSeconds: HOUR },
      REFERENCE_MISSES,
    ],
  },
  // Asks the eSIM provider again.
  'refresh-order-qr': {
    rules: [
      perClient('qr-refreshes', 20, HOUR),
      { counter: 'qr-refreshes-per-order', per: 'reference', limit: 5, windowSeconds: HOUR },
      REFERENCE_MISSES,
    ],
  },
  // Asks Stripe for the invoice.
  'get-order-invoice': {
    rules: [
      perClient('invoices', 30, 15 * MINUTE),
      { counter: 'invoices-per-order', per: 'reference', limit: 10, windowSeconds: 15 * MINUTE },
      REFERENCE_MISSES,
    ],
  },
  // Reveals an eSIM's activation code and QR: guessing e-mail + ICCID pairs is bounded three ways.
  'check-esim-status': { rules: ESIM_LOOKUPS },
  // The top-up offers answer an e-mail + ICCID pair as the status checker does: one shared count.
  'list-top-up-offers': { rules: ESIM_LOOKUPS },
  'create-top-up-checkout': {
    rules: [
      perClient('checkouts', 20, HOUR),
      { counter: 'checkouts-for-address', per: 'email', limit: 10, windowSeconds: HOUR },
      { counter: 'top-up-checkouts-per-iccid', per: 'iccid', limit: 10, windowSeconds: HOUR },
    ],
  },
  // The provider calls once per allocation; a wrong token answers as an unknown order (a miss). Its
  // misses count apart from the order pages', so a provider calling an outdated address never locks
  // a client out of them, and a guesser of tokens is stopped all the same.
  'record-esim-allocation': {
    rules: [
      { counter: 'allocation-callbacks-per-order', per: 'reference', limit: 10, windowSeconds: 15 * MINUTE },
      { ...REFERENCE_MISSES, counter: 'allocation-callback-misses' },
    ],
  },
  'send-iccid-reminder': {
    rules: [
      perClient('iccid-reminders', 10, HOUR),
      { counter: 'iccid-reminders-per-address', per: 'email', limit: 3, windowSeconds: HOUR },
      MAILS_TO_ADDRESS,
    ],
  },
  'send-email-code': {
    rules: [
      perClient('email-codes', 10, 15 * MINUTE),
      { counter: 'email-codes-per-address', per: 'email', limit: 5, windowSeconds: 15 * MINUTE },
      MAILS_TO_ADDRESS,
    ],
  },
  // A code is also burnt after 5 wrong tries; this bounds fresh codes tried from one place.
  'verify-email-code': {
    rules: [
      perClient('email-code-checks', 20, 15 * MINUTE),
      { counter: 'email-code-checks-per-address', per: 'email', limit: 10, windowSeconds: 15 * MINUTE },
    ],
  },
  'check-account': {
    rules: [
      perClient('account-checks', 20, 15 * MINUTE),
      { counter: 'account-checks-per-address', per: 'email', limit: 10, windowSeconds: 15 * MINUTE },
    ],
  },
  'verify-account': {
    rules: [
      perClient('account-verifications', 20, 15 * MINUTE),
      { counter: 'account-verifications-per-address', per: 'email', limit: 10, windowSeconds: 15 * MINUTE },
      { counter: 'account-verifications-per-iccid', per: 'iccid', limit: 10, windowSeconds: 15 * MINUTE },
    ],
  },
  'set-account-password': {
    rules: [
      perClient('password-setups', 10, HOUR),
      { counter: 'password-setups-per-address', per: 'email', limit: 5, windowSeconds: HOUR },
      { counter: 'password-setups-per-iccid', per: 'iccid', limit: 5, windowSeconds: HOUR },
    ],
  },
  'register-account': {
    rules: [
      perClient('registrations', 10, HOUR),
      { counter: 'registrations-per-address', per: 'email', limit: 5, windowSeconds: HOUR },
    ],
  },
  // Stores a ticket and mails the support mailbox.
  'create-support-ticket': {
    rules: [
      perClient('support-tickets', 5, HOUR),
      { counter: 'support-tickets-per-address', per: 'email', limit: 5, windowSeconds: HOUR },
    ],
  },
  'get-support-contact': { unlimited: 'The public support address /support shows.' },
  // Each question may call the stage's model (Bedrock on AWS).
  chat: { rules: [perClient('chat-questions', 30, 5 * MINUTE)] },
  'get-me': { unlimited: SIGNED_IN },
  'update-me': { unlimited: SIGNED_IN },
  'list-my-esims': { unlimited: SIGNED_IN },
  // Mails nothing itself (the code comes from POST /api/email-codes, limited there); uses a proof up.
  'claim-my-esims': { unlimited: SIGNED_IN },
  'list-my-orders': { unlimited: SIGNED_IN },
  'get-business': { unlimited: SIGNED_IN },
  'list-admin-esims': { unlimited: SIGNED_IN },
  'update-brand': { unlimited: SIGNED_IN },
  'create-logo-upload': { unlimited: SIGNED_IN },
  'create-admin': { unlimited: SIGNED_IN },
  'provider-proxy': { unlimited: SIGNED_IN },
  'send-test-email': { unlimited: SIGNED_IN },
  'list-admin-orders': { unlimited: SIGNED_IN },
  'retry-admin-order': { unlimited: SIGNED_IN },
  'resend-admin-order-email': { unlimited: SIGNED_IN },
  'list-admin-users': { unlimited: SIGNED_IN },
  'list-coupons': { unlimited: SIGNED_IN },
  'create-coupon': { unlimited: SIGNED_IN },
  'deactivate-coupon': { unlimited: SIGNED_IN },
  'publish-logo': { unlimited: SIGNED_IN },
  // The lead's use-case also caps all leads a day (ENTERPRISE_LEAD_LIMITS).
  'create-enterprise-lead': {
    rules: [
      perClient('enterprise-leads', 5, HOUR),
      { counter: 'enterprise-leads-per-address', per: 'email', limit: 5, windowSeconds: HOUR },
    ],
  },
  'send-iccid-reminder-test': { unlimited: `${SIGNED_IN} Its use-case counts 30 mails an hour per admin.` },
  'create-test-order': { unlimited: `${SIGNED_IN} Its use-case counts 10 test orders an hour per admin.` },
};

/** The limits of a route; none for a route declared unlimited. */
export const rateLimitRules = (route: RouteId): readonly RateLimitRule[] => {
  const limits = RATE_LIMITS[route];
  return 'rules' in limits ? limits.rules : [];
};

/** The 429 answer's message: how long to wait, in the largest whole unit that fits. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many requests. Please wait ${wait} and try again.`;
}
