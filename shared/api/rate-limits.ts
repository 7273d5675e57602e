/**
 * The vocabulary of rate limits, and the rules several routes share. Each route's contract entry
 * (`<area>.routes.ts`) names its own limits, or says why it has none: a route that sends mail, reveals
 * data or costs money answers 429 with Retry-After once a limit is reached, and counts again when the
 * window ends. The counters live in DynamoDB (the `rateLimits` table, TTL).
 */

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

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;

export const perClient = (counter: string, limit: number, windowSeconds: number): RateLimitRule => ({
  counter,
  per: 'client',
  limit,
  windowSeconds,
});

/**
 * Every mail one mailbox receives from the shop's anonymous routes, whoever asks for it and however
 * the address is spelt: the inbox's own ceiling, which no number of clients can pass.
 */
export const MAILS_TO_MAILBOX: RateLimitRule = {
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

export type Target = 'email' | 'iccid';

/** One client's requests (or wrong answers) about one target. */
export const perClientAnd = (
  target: Target,
  counter: string,
  limit: number,
  windowSeconds: number,
  counts: 'requests' | 'failures' = 'requests',
): RateLimitRule => ({ counter, per: `client+${target}`, limit, windowSeconds, counts });

/** A target's ceiling on the wrong answers of every client together, given one client's allowance. */
export const wrongAnswerCeiling = (
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
export const guessesAbout = (
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
export const REFERENCE_MISSES: RateLimitRule = {
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
export const ESIM_LOOKUPS: RateLimitRule[] = [
  perClient('status-checks', 30, 15 * MINUTE),
  ...guessesAbout('email', 'status-check-misses', 6, 15 * MINUTE),
  ...guessesAbout('iccid', 'status-check-misses', 6, 15 * MINUTE),
];

/** Orders one client writes for one address, and for an address in all (eSIMs and top-ups alike). */
export const CHECKOUTS: RateLimitRule[] = [
  perClient('checkouts', 20, HOUR),
  perClientAnd('email', 'checkouts-for-address', 10, HOUR),
  { counter: 'checkouts-per-address', per: 'email', limit: 50, windowSeconds: HOUR },
];

export const SIGNED_IN =
  'Signed-in route: the caller is a verified Cognito user; stage throttling and the WAF bound it.';

/** The rules of a route's limits; none for a route declared unlimited. */
export const rateLimitRules = (limits: RouteRateLimits): readonly RateLimitRule[] =>
  'rules' in limits ? limits.rules : [];

/** The 429 answer's message: how long to wait, in the largest whole unit that fits. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many requests. Please wait ${wait} and try again.`;
}
