import { createHash } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import {
  rateLimitRules,
  tooManyRequestsMessage,
  type RateLimitRule,
  type RateLimitSubject,
} from '../../../shared/api/rate-limits';
import type { RouteId } from '../../../shared/api/routes';
import type { RateCounter } from '../../ports/rate-counter';
import { NotFoundError, TooManyRequestsError } from '../errors';
import { logger } from '../logger';
import type { Parsed } from './parse-request';

export interface RateLimitOptions {
  counter: () => RateCounter;
  now: () => Date;
  /** Every window's length instead of the declared one (local tests). */
  windowSeconds?: () => number | undefined;
}

/**
 * The caller's address. Behind CloudFront, API Gateway's source IP is CloudFront's edge, so the
 * viewer's own address comes from `CloudFront-Viewer-Address` (`ip:port`, set by CloudFront, which
 * replaces any value a viewer sends). Deployed, that header can be trusted: the API stage's regional
 * WAF blocks every request without the origin secret CloudFront adds (`X-Origin-Verify`,
 * infra/stack/firewall.ts), so no one can call the execute-api URL directly and name an address of
 * their own. Without the header (the local runtime, which has no CloudFront) the source IP is used.
 */
export function clientAddress(event: APIGatewayProxyEvent): string {
  const viewer = event.headers['cloudfront-viewer-address']?.trim();
  if (viewer) return viewer.replace(/:\d+$/, '');
  return event.requestContext?.identity?.sourceIp ?? 'unknown';
}

type Subjects = Partial<Record<RateLimitSubject, string>>;

/** What each kind of limit counts in this request; a target the request does not name is not counted. */
function subjectsOf(event: APIGatewayProxyEvent & Parsed): Subjects {
  const body = (event.parsed.body ?? {}) as Record<string, unknown>;
  const params = event.parsed.params as Record<string, string | undefined>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return {
    client: clientAddress(event),
    email: text(body['email'])?.toLowerCase(),
    iccid: text(body['iccid'])?.replace(/\D/g, '') || undefined,
    reference: text(params['reference']),
  };
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
 * The route's rate limits (`RATE_LIMITS` in `shared/api/rate-limits.ts`), after the request is
 * parsed: each counted request adds one to its counters atomically, and one past a limit answers
 * 429 with Retry-After until the window ends. A 'misses' limit is checked before and counted only
 * when the route answers 404. A counter store that fails lets the request through (logged): the
 * WAF and API Gateway's throttling still bound the traffic.
 */
export function rateLimit(
  route: RouteId,
  options: RateLimitOptions,
): MiddlewareObj<APIGatewayProxyEvent & Parsed> {
  const rules = rateLimitRules(route);
  const applicable = (event: APIGatewayProxyEvent & Parsed, counts: 'requests' | 'misses') => {
    const subjects = subjectsOf(event);
    const now = options.now();
    const override = options.windowSeconds?.();
    return rules
      .filter((rule) => (rule.counts ?? 'requests') === counts && subjects[rule.per] !== undefined)
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
      const misses = applicable(event, 'misses');
      const counted = applicable(event, 'requests');
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
      if (rules.length === 0 || !(request.error instanceof NotFoundError) || !request.event.parsed) return;
      const misses = applicable(request.event, 'misses');
      await Promise.all(
        misses.map(({ window }) =>
          guarded('count miss', () => options.counter().increment(window.key, window.endsAt)),
        ),
      );
    },
  };
}
