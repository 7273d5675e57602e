import type { RouteId } from './routes';

/**
 * Who a limit counts: the caller's address (`client`); a target the request names: the mailbox of the
 * e-mail address (`email` in the body, read as `mailboxOf` reads it, so `a+1@x` and `a@x` are one),
 * the ICCID (`iccid` in the body) or the order (`reference` in the path); or one client's requests
 * about one target (`client+email`, `client+iccid`), so a stranger spends only their own allowance.
 */
export type RateLimitSubject = 'client' | 'email' | 'iccid' | 'reference' | 'client+email' | 'client+iccid';

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
   * own order would notice a limit. 'failures': only refused answers count (400, 403, 404: a wrong
   * code, an ICCID that is not the address's, no proof), so whoever gives the right answer is never
   * counted, and a ceiling on a target is spent only by wrong guesses.
   */
  counts?: 'requests' | 'misses' | 'failures';
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

/**
 * Every mail one mailbox receives from the shop's anonymous routes, whoever asks for it and however
 * the address is spelt: the inbox's own ceiling, which no number of clients can pass.
 */
const MAILS_TO_MAILBOX: RateLimitRule = {
  counter: 'mails-to-address',
  per: 'email',
  limit: 12,
  windowSeconds: HOUR,
};

/**
 * How many clients' worth of wrong answers a target's own ceiling holds. A secret about a target (the
 * code mailed to an address, the ICCID that goes with it) is guessed per client and per (client,
 * target), and each target also has a ceiling on the wrong answers of all clients together, so the
 * tries on one target stay bounded however many addresses a guesser uses. The ceiling is this many
 * times one client's allowance for that target: one stranger, or four, can never be the reason its
 * owner is refused, and right answers are never counted at all.
 */
const CEILING_IN_CLIENTS = 5;

type Target = 'email' | 'iccid';

/** One client's requests (or wrong answers) about one target. */
const perClientAnd = (
  target: Target,
  counter: string,
  limit: number,
  windowSeconds: number,
  counts: 'requests' | 'failures' = 'requests',
): RateLimitRule => ({ counter, per: `client+${target}`, limit, windowSeconds, counts });

/** A target's ceiling on the wrong answers of every client together, given one client's allowance. */
const wrongAnswerCeiling = (
  target: Target,
  counter: string,
  perClientLimit: number,
  windowSeconds: number,
): RateLimitRule => ({
  counter,
  per: target,
  limit: perClientLimit * CEILING_IN_CLIENTS,
  windowSeconds,
  counts: 'failures',
});

/**
 * Guessing a secret about a target: wrong answers per (client, target) and the target's ceiling,
 * counted as `<counter>-per-client-address` and `<counter>-per-address` (or `…-iccid`).
 */
const guessesAbout = (
  target: Target,
  counter: string,
  perClientLimit: number,
  windowSeconds: number,
): RateLimitRule[] => {
  const name = target === 'email' ? 'address' : 'iccid';
  return [
    perClientAnd(target, `${counter}-per-client-${name}`, perClientLimit, windowSeconds, 'failures'),
    wrongAnswerCeiling(target, `${counter}-per-${name}`, perClientLimit, windowSeconds),
  ];
};

/** Unknown order references one client tries, on any order route. */
const REFERENCE_MISSES: RateLimitRule = {
  counter: 'reference-misses',
  per: 'client',
  limit: 30,
  windowSeconds: 15 * MINUTE,
  counts: 'misses',
};

/**
 * Looking an eSIM up by e-mail + ICCID (status checker, top-up offers), one shared count: every lookup
 * per client; wrong pairs per (client, address), per (client, ICCID) and, five clients' worth, per
 * address and per ICCID. The owner's right pair is never counted, nor refused by a stranger's misses.
 */
const ESIM_LOOKUPS: RateLimitRule[] = [
  perClient('status-checks', 30, 15 * MINUTE),
  ...guessesAbout('email', 'status-check-misses', 6, 15 * MINUTE),
  ...guessesAbout('iccid', 'status-check-misses', 6, 15 * MINUTE),
];

/** Orders one client writes for one address, and for an address in all (eSIMs and top-ups alike). */
const CHECKOUTS: RateLimitRule[] = [
  perClient('checkouts', 20, HOUR),
  perClientAnd('email', 'checkouts-for-address', 10, HOUR),
  { counter: 'checkouts-per-address', per: 'email', limit: 50, windowSeconds: HOUR },
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
  'create-checkout': { rules: CHECKOUTS },
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
      ...CHECKOUTS,
      perClientAnd('iccid', 'top-up-checkouts-per-client-iccid', 10, HOUR),
      { counter: 'top-up-checkouts-per-iccid', per: 'iccid', limit: 50, windowSeconds: HOUR },
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
  // Mails the address: per (client, mailbox), and the mailbox's own ceiling on every mail.
  'send-iccid-reminder': {
    rules: [
      perClient('iccid-reminders', 10, HOUR),
      perClientAnd('email', 'iccid-reminders-per-client-address', 3, HOUR),
      MAILS_TO_MAILBOX,
    ],
  },
  'send-email-code': {
    rules: [
      perClient('email-codes', 10, 15 * MINUTE),
      perClientAnd('email', 'email-codes-per-client-address', 3, HOUR),
      MAILS_TO_MAILBOX,
    ],
  },
  // A code also burns after EMAIL_CODE_MAX_ATTEMPTS (12) wrong tries from anyone: more than one client
  // may make within the code's 10 minutes (5 a window, 10 across a window's end), so no single
  // stranger can burn it, and a fresh code replaces a burnt one.
  'verify-email-code': {
    rules: [
      perClient('email-code-checks', 20, 15 * MINUTE),
      ...guessesAbout('email', 'email-code-failures', 5, 15 * MINUTE),
    ],
  },
  // The account routes need a proof of the address (a mailed code): a stranger has none, so their
  // requests fail, and count against the address only as failures.
  'check-account': {
    rules: [
      perClient('account-checks', 20, 15 * MINUTE),
      perClientAnd('email', 'account-checks-per-client-address', 10, 15 * MINUTE),
      wrongAnswerCeiling('email', 'account-check-failures-per-address', 10, 15 * MINUTE),
    ],
  },
  'verify-account': {
    rules: [
      perClient('account-verifications', 20, 15 * MINUTE),
      perClientAnd('email', 'account-verifications-per-client-address', 10, 15 * MINUTE),
      perClientAnd('iccid', 'account-verifications-per-client-iccid', 10, 15 * MINUTE),
      wrongAnswerCeiling('email', 'account-verification-failures-per-address', 10, 15 * MINUTE),
      wrongAnswerCeiling('iccid', 'account-verification-failures-per-iccid', 10, 15 * MINUTE),
    ],
  },
  'set-account-password': {
    rules: [
      perClient('password-setups', 10, HOUR),
      perClientAnd('email', 'password-setups-per-client-address', 5, HOUR),
      perClientAnd('iccid', 'password-setups-per-client-iccid', 5, HOUR),
      wrongAnswerCeiling('email', 'password-setup-failures-per-address', 5, HOUR),
      wrongAnswerCeiling('iccid', 'password-setup-failures-per-iccid', 5, HOUR),
    ],
  },
  'register-account': {
    rules: [
      perClient('registrations', 10, HOUR),
      perClientAnd('email', 'registrations-per-client-address', 5, HOUR),
      wrongAnswerCeiling('email', 'registration-failures-per-address', 5, HOUR),
    ],
  },
  // Stores a ticket and mails the support mailbox (not the sender): tickets in one sender's name
  // from everyone together are bounded well above what the sender files themselves.
  'create-support-ticket': {
    rules: [
      perClient('support-tickets', 5, HOUR),
      { counter: 'support-tickets-per-address', per: 'email', limit: 20, windowSeconds: HOUR },
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
  'reactivate-coupon': { unlimited: SIGNED_IN },
  'publish-logo': { unlimited: SIGNED_IN },
  // A form for strangers: no limit that all of them share. The use-case stores every lead and caps
  // only the copies mailed to the support mailbox (ENTERPRISE_LEAD_LIMITS), refusing no visitor.
  'create-enterprise-lead': {
    rules: [
      perClient('enterprise-leads', 5, HOUR),
      { counter: 'enterprise-leads-per-address', per: 'email', limit: 20, windowSeconds: HOUR },
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
