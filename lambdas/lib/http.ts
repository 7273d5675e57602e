import { createHash } from 'node:crypto';
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type * as z from 'zod';
import { MAX_JSON_BODY_BYTES } from '../../shared/api/common.schema';
import { API_ROUTES, type RouteContract, type RouteId } from '../../shared/api/routes';
import type { AuthClaims } from './auth';
import { config } from '../config/environment';
import { rateCounter } from '../wiring/rate-counter';
import { now } from '../wiring/shop';
import { logInvocation } from './logger';
import { authenticate } from './middleware/authenticate';
import { answerErrors } from './middleware/error-response';
import { normalise } from './middleware/normalise';
import { parseRequest, type BodyOf, type ParamsOf, type QueryOf } from './middleware/parse-request';
import { rateLimit } from './middleware/rate-limit';
import { SECURITY_HEADERS } from './middleware/security-headers';

type Route<R extends RouteId> = (typeof API_ROUTES)[R];

/** What the use-case answers for route R. */
export type ResultOf<R extends RouteId> =
  Route<R> extends { response: infer S extends z.ZodType } ? z.input<S> : unknown;

/** The caller a handler of route R gets: set by `authenticate` on every route that is not public. */
export type CallerOf<R extends RouteId> = Route<R>['auth'] extends 'public' ? undefined : AuthClaims;

/** What a handler function receives: already parsed and validated. */
export interface HttpInput<R extends RouteId> {
  body: BodyOf<R>;
  params: ParamsOf<R>;
  query: QueryOf<R>;
  /** Lower-cased header names. */
  headers: Record<string, string | undefined>;
  /** The body exactly as sent (base64-decoded), for signature checks. */
  rawBody: string;
  /** The verified caller (a verified e-mail) on 'user' and 'admin' routes; undefined on public ones. */
  auth: CallerOf<R>;
  /** The client's address as API Gateway saw it: the key of per-client limits. */
  sourceIp: string;
}

export interface HttpHandlerOptions {
  /** Cache-Control of a successful answer; private data is never stored. */
  cacheControl?: string;
  /** Largest body accepted, bytes. */
  maxBodyBytes?: number;
  /**
   * Tag the answer with an ETag of its body and answer 304 to a request that already holds it, so a
   * cache may keep the answer and revalidate it cheaply on every use (with `no-cache`).
   */
  etag?: boolean;
}

/** Whether an If-None-Match header names this entity tag (weak or strong, or `*`). */
function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((value) => {
    const candidate = value.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === tag;
  });
}

/**
 * Wraps a handler function for API Gateway (REST, proxy v1), one named middleware per concern: the
 * Lambda context in every log line, one error mapping, normalised headers, the caller's token
 * checked on signed-in routes, the request parsed with the route's contract (400/413/415,
 * never 500), and the route's rate limits (429 with Retry-After). The answer is checked with the route's response schema and carries security headers.
 */
export function httpHandler<R extends RouteId>(
  route: R,
  fn: (input: HttpInput<R>) => Promise<ResultOf<R>>,
  options: HttpHandlerOptions = {},
) {
  const contract: RouteContract = API_ROUTES[route];
  return (
    middy<APIGatewayProxyEvent, APIGatewayProxyResult>()
      .use(logInvocation())
      .use(answerErrors(route))
      .use(normalise())
      .use(authenticate(contract.auth))
      .use(parseRequest(route, options.maxBodyBytes ?? MAX_JSON_BODY_BYTES))
      .use(
        rateLimit(route, {
          counter: rateCounter,
          now,
          windowSeconds: () => config().rateLimitWindowSeconds,
        }),
      )
      // Deployed, the function takes API Gateway's event; inside, the event carries what the middlewares added.
      .handler<APIGatewayProxyEvent, APIGatewayProxyResult>(async (event) => {
        const result = await fn({
          body: event.parsed.body,
          params: event.parsed.params,
          query: event.parsed.query,
          headers: event.headers,
          rawBody: event.parsed.rawBody,
          auth: event.caller as CallerOf<R>,
          sourceIp: event.requestContext?.identity?.sourceIp ?? 'unknown',
        });
        const body = contract.response ? contract.response.parse(result) : result;
        const json = JSON.stringify(body ?? {});
        const headers: Record<string, string> = {
          ...SECURITY_HEADERS,
          'Cache-Control': options.cacheControl ?? 'no-store',
        };
        if (options.etag) {
          headers['ETag'] = `"${createHash('sha256').update(json).digest('base64url')}"`;
          if (matchesTag(event.headers['if-none-match'], headers['ETag']))
            return { statusCode: 304, headers, body: '' };
        }
        return { statusCode: 200, headers, body: json };
      })
  );
}
