import { createHash } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import {
  rateLimitRules,
  tooManyRequestsMessage,
  type RateLimitRule,
  type RateLimitSubject,
  type RouteRateLimits,
} from '../../../shared/api/rate-limits';
import type { RouteId } from '../../../shared/api/routes';
import type { RateCounter } from '../../ports/rate-counter';
import { mailboxOf } from '../../../shared/validation/mailbox';
import { HttpError, NotFoundError, TooManyRequestsError } from '../errors';
import { logger } from '../logger';
import { clientAddress } from '../viewer-address';
import type { Parsed } from './parse-request';

export interface RateLimitOptions {
  counter: () => RateCounter;
  now: () => Date;
  /** Every window's length instead of the declared one (local tests). */
  windowSeconds?: () => number | undefined;
}

type Subjects = Partial<Record<RateLimitSubject, string>>;

/**
 * What each kind of limit counts in this request; a target the request does not name is not counted.
 * An address counts as its mailbox, so its aliases share one count.
 */
function subjectsOf(event: APIGatewayProxyEvent & Parsed): Subjects {
  const body = (event.parsed.body ?? {}) as Record<string, unknown>;
  const params = event.parsed.params as Record<string, string | undefined>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const client = clientAddress(event);
  const email = text(body['email']);
  const mailbox = email === undefined ? undefined : mailboxOf(email);
  const iccid = text(body['iccid'])?.replace(/\D/g, '') || undefined;
  return {
    client,
    email: mailbox,
    iccid,
    reference: text(params['reference']),
    'client+email': mailbox === undefined ? undefined : `${client}\n${mailbox}`,
    'client+iccid': iccid === undefined ? undefined : `${client}\n${iccid}`,
  };
}

type Counted = NonNullable<RateLimitRule['counts']>;

/** Whether a refused answer counts for a rule that counts only misses or failures. */
function counts(kind: Exclude<Counted, 'requests'>, error: unknown): boolean {
  if (kind === 'misses') return error instanceof NotFoundError;
  return (
    error instanceof HttpError &&
    [400, 403, 404].includes(error.statusCode) &&
    !(error instanceof TooManyRequestsError)
  );
}

interface Window {
  key: string;
  /** When the window (and so the counter) ends. */
  endsAt: Date;
  retryAfterSeconds: number;
}

function windowOf(rule: RateLimitRule, subject: string, now: Date, override: number | undefined): Window {
  const length = override ?? rule.windowSeconds;
  const nowSeconds = now.getTime() / 1000;
  const index = Math.floor(nowSeconds / length);
  const endsAtSeconds = (index + 1) * length;
  // Subjects are e-mail addresses and ICCIDs: only their hashes are stored.
  const hash = createHash('sha256').update(`${rule.per}:${subject}`).digest('hex');
  return {
    key: `${rule.counter}#${hash}#${length}:${index}`,
    endsAt: new Date(endsAtSeconds * 1000),
    retryAfterSeconds: Math.max(1, Math.ceil(endsAtSeconds - nowSeconds)),
  };
}

const refuse = (window: Window) =>
  new TooManyRequestsError(window.retryAfterSeconds, tooManyRequestsMessage(window.retryAfterSeconds));

/**
 * The route's rate limits (its contract entry's `limits`), after the request is
 * parsed: each counted request adds one to its counters atomically, and one past a limit answers
 * 429 with Retry-After until the window ends. A 'misses' or 'failures' limit is checked before and
 * counted only when the route refuses the request (404; or 400, 403, 404). A counter store that
 * fails lets the request through (logged): the WAF and API Gateway's throttling still bound the
 * traffic.
 */
export function rateLimit(
  route: RouteId,
  limits: RouteRateLimits,
  options: RateLimitOptions,
): MiddlewareObj<APIGatewayProxyEvent & Parsed> {
  const rules = rateLimitRules(limits);
  const applicable = (event: APIGatewayProxyEvent & Parsed, kinds: readonly Counted[]) => {
    const subjects = subjectsOf(event);
    const now = options.now();
    const override = options.windowSeconds?.();
    return rules
      .filter((rule) => kinds.includes(rule.counts ?? 'requests') && subjects[rule.per] !== undefined)
      .map((rule) => ({ rule, window: windowOf(rule, subjects[rule.per] as string, now, override) }));
  };
  const guarded = async <T>(what: string, call: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await call();
    } catch (error) {
      logger.error('Rate limit counter unavailable', { route, what, error: error as Error });
      return undefined;
    }
  };
  return {
    before: async (request) => {
      if (rules.length === 0) return;
      const { event } = request;
      const now = options.now();
      const misses = applicable(event, ['misses', 'failures']);
      const counted = applicable(event, ['requests']);
      const [missCounts, counts] = await Promise.all([
        Promise.all(
          misses.map(({ window }) => guarded('read', () => options.counter().current(window.key, now))),
        ),
        Promise.all(
          counted.map(({ window }) =>
            guarded('count', () => options.counter().increment(window.key, window.endsAt)),
          ),
        ),
      ]);
      const over = [
        ...misses.filter((_, i) => (missCounts[i] ?? 0) >= misses[i]!.rule.limit),
        ...counted.filter((_, i) => (counts[i] ?? 0) > counted[i]!.rule.limit),
      ];
      if (over.length === 0) return;
      const longest = over.reduce((a, b) =>
        b.window.retryAfterSeconds > a.window.retryAfterSeconds ? b : a,
      );
      logger.warn('Rate limit reached', { route, counters: over.map((o) => o.rule.counter) });
      throw refuse(longest.window);
    },
    onError: async (request) => {
      if (rules.length === 0 || !request.event.parsed) return;
      const { error } = request;
      const refused = applicable(request.event, ['misses', 'failures']).filter(({ rule }) =>
        counts(rule.counts as Exclude<Counted, 'requests'>, error),
      );
      await Promise.all(
        refused.map(({ window }) =>
          guarded('count miss', () => options.counter().increment(window.key, window.endsAt)),
        ),
      );
    },
  };
}
