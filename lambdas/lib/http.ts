import { createHash } from 'node:crypto';
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import * as z from '../../shared/validation/zod';
import { MAX_JSON_BODY_BYTES } from '../../shared/api/common.schema';
import { rateLimitRules } from '../../shared/api/rate-limits';
import type { RouteContract } from '../../shared/api/route-contract';
import type { RouteId } from '../../shared/api/routes';
import type { AdminTokenVerifier, AuthClaims, TokenVerifier } from './caller';
import { logInvocation } from './logger';
import { authenticate, identify } from './middleware/authenticate';
import { answerErrors } from './middleware/error-response';
import { normalise } from './middleware/normalise';
import { parseRequest, type BodyOf, type ParamsOf, type QueryOf } from './middleware/parse-request';
import { rateLimit, type RateLimitOptions } from './middleware/rate-limit';
import { SECURITY_HEADERS } from './middleware/security-headers';
import { clientAddress } from './viewer-address';

/** What the use-case answers for a route with contract C. */
export type ResultOf<C extends RouteContract> = C extends { response: infer S extends z.core.$ZodType }
  ? z.input<S>
  : unknown;

/** The caller a handler of a route with contract C gets: set by `authenticate` on every route that is not public. */
export type CallerOf<C extends RouteContract> = C['auth'] extends 'public' ? undefined : AuthClaims;

/** What a handler function receives: already parsed and validated. */
export interface HttpInput<C extends RouteContract> {
  body: BodyOf<C>;
  params: ParamsOf<C>;
  query: QueryOf<C>;
  /** Lower-cased header names. */
  headers: Record<string, string | undefined>;
  /** The body exactly as sent (base64-decoded), for signature checks. */
  rawBody: string;
  /** The verified caller (a verified e-mail) on 'user' and 'admin' routes; undefined on public ones. */
  auth: CallerOf<C>;
  /**
   * On a public route with `optionalCaller`: the e-mail of the caller's ID token when it is valid and
   * verified (lower-cased); null for everyone else, and on every other route.
   */
  provenEmail: string | null;
  /** The client's address (the viewer's, as the edge names it): the key of per-client limits. */
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
  /** The counters of the route's rate limits (its contract's `limits`): required on a route that has any. */
  rateLimits?: RateLimitOptions;
}

/**
 * A signed-in route's handler must say how its caller's token is verified, and so must a public route
 * with `optionalCaller` (as `identifyCaller`); any other public one never loads a verifier. An admin
 * route's verifier also checks the admin's second factor.
 */
type CallerCheck<C extends RouteContract> = C['auth'] extends 'public'
  ? C extends { optionalCaller: true }
    ? { verifyToken?: never; identifyCaller: TokenVerifier }
    : { verifyToken?: never; identifyCaller?: never }
  : C['auth'] extends 'admin'
    ? { verifyToken: AdminTokenVerifier; identifyCaller?: never }
    : { verifyToken: TokenVerifier; identifyCaller?: never };

export type HttpHandlerOptionsOf<C extends RouteContract> = HttpHandlerOptions & CallerCheck<C>;

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
 * never 500), and the route's rate limits (429 with Retry-After). The answer is checked with the
 * route's response schema and carries security headers.
 *
 * The handler file is the composition root: it passes its own area's routes (`<area>.routes.ts`, not
 * every route's schemas), the token verifier of a signed-in route and the counters of a rate-limited
 * one, so a function bundles only what its route uses. A signed-in route without a verifier does not
 * compile; a rate-limited route without counters fails when its module loads.
 */
export function httpHandler<Routes extends Record<string, RouteContract>, R extends keyof Routes & RouteId>(
  routes: Routes,
  route: R,
  fn: (input: HttpInput<Routes[R]>) => Promise<ResultOf<Routes[R]>>,
  ...[options = {} as HttpHandlerOptionsOf<Routes[R]>]: Routes[R]['auth'] extends 'public'
    ? [options?: HttpHandlerOptionsOf<Routes[R]>]
    : [options: HttpHandlerOptionsOf<Routes[R]>]
) {
  // The key is R, so the contract is there; the index type of a Record says it may not be.
  const contract = routes[route] as RouteContract;
  const { verifyToken, identifyCaller, rateLimits } = options as HttpHandlerOptions & {
    verifyToken?: TokenVerifier;
    identifyCaller?: TokenVerifier;
  };
  if (contract.auth !== 'public' && !verifyToken)
    throw new Error(`${route} is a signed-in route: its handler must give verifyToken`);
  if (contract.auth === 'admin' && !('adminFactor' in (verifyToken ?? {})))
    throw new Error(`${route} is an admin route: its verifyToken must check the admin's second factor`);
  if (contract.optionalCaller && !identifyCaller)
    throw new Error(`${route} reads an optional caller: its handler must give identifyCaller`);
  if (rateLimitRules(contract.limits).length > 0 && !rateLimits)
    throw new Error(`${route} has rate limits: its handler must give their counters (rateLimits)`);
  return (
    middy<APIGatewayProxyEvent, APIGatewayProxyResult>()
      .use(logInvocation())
      .use(answerErrors(route))
      .use(normalise())
      .use(contract.auth === 'public' || !verifyToken ? [] : [authenticate(contract.auth, verifyToken)])
      .use(contract.auth === 'public' && identifyCaller ? [identify(identifyCaller)] : [])
      .use(parseRequest(contract as Routes[R], options.maxBodyBytes ?? MAX_JSON_BODY_BYTES))
      .use(rateLimits ? [rateLimit(route, contract.limits, rateLimits)] : [])
      // Deployed, the function takes API Gateway's event; inside, the event carries what the middlewares added.
      .handler<APIGatewayProxyEvent, APIGatewayProxyResult>(async (event) => {
        const result = await fn({
          body: event.parsed.body,
          params: event.parsed.params,
          query: event.parsed.query,
          headers: event.headers,
          rawBody: event.parsed.rawBody,
          auth: event.caller as CallerOf<Routes[R]>,
          provenEmail: event.provenEmail ?? null,
          sourceIp: clientAddress(event),
        });
        const body = contract.response ? z.parse(contract.response, result) : result;
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
