import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { createCognitoJwtVerifier } from '../../lambdas/lib/auth';
import { SECURITY_HEADERS } from '../../lambdas/lib/middleware/security-headers';
import { VIEWER_IP_HEADER } from '../../lambdas/lib/viewer-address';
import { createLambdaContext, createProxyEvent } from '../../lambdas/testing/events';
import { API_ROUTES, type HttpMethod, type RouteAuth, type RouteId } from '../../shared/api/routes';
import { BAD_JSON_BODY_MESSAGE, ERROR_CODES } from '../../shared/api/common.schema';
import { BodyTooLargeError, readBody, startHttpServer, type LocalHttpServer } from './http-server';

/**
 * A stand-in for API Gateway (REST API, Lambda proxy integration) on this machine: it turns each
 * HTTP request into the same proxy event v1 that AWS delivers and hands it to the real handler
 * module, so a handler cannot tell where it runs.
 */

export interface GatewayRoute {
  id: string;
  method: HttpMethod;
  /** API Gateway style, `{name}` for a parameter. */
  path: string;
  auth: RouteAuth;
  /**
   * The route takes a JSON body: like the stack's request validator, a JSON body that is not an
   * object is refused (400) before the handler runs.
   */
  jsonObjectBody?: boolean;
}

/** A Lambda handler for proxy events (what `lambdas/http/<route-id>.handler.ts` exports as `handler`). */
export type ProxyHandler = (
  event: APIGatewayProxyEvent,
  context: Context,
) => Promise<APIGatewayProxyResult | undefined>;

/** Checks a bearer token the way API Gateway's Cognito authorizer does; resolves to its claims. */
export type TokenAuthorizer = (token: string) => Promise<Record<string, unknown>>;

/** Every route of the shared API contract. */
export const CONTRACT_ROUTES: GatewayRoute[] = (Object.keys(API_ROUTES) as RouteId[]).map((id) => ({
  id,
  method: API_ROUTES[id].method,
  path: API_ROUTES[id].path,
  auth: API_ROUTES[id].auth,
  jsonObjectBody: 'request' in API_ROUTES[id],
}));

/**
 * API Gateway's own limit is 10 MB; the handlers enforce the contract's smaller JSON limit. This only
 * keeps a runaway client from filling memory.
 */
const GATEWAY_MAX_BODY_BYTES = 1024 * 1024;

export type RouteMatch =
  | { kind: 'found'; route: GatewayRoute; pathParameters: Record<string, string> }
  | { kind: 'wrong-method'; allowed: HttpMethod[] }
  | { kind: 'none' };

function templateToRegExp(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param?.[1]) {
        names.push(param[1]);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`), names };
}

/** A path segment decoded, or as sent when it is not valid percent-encoding (the handler refuses it). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Finds the route for a request; literal segments win over parameters, as in API Gateway. */
export function matchRoute(routes: GatewayRoute[], method: string, pathname: string): RouteMatch {
  const candidates = routes
    .map((route) => ({ route, ...templateToRegExp(route.path) }))
    .sort((a, b) => a.names.length - b.names.length);
  const allowed: HttpMethod[] = [];
  for (const { route, pattern, names } of candidates) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    if (route.method !== method.toUpperCase()) {
      allowed.push(route.method);
      continue;
    }
    const pathParameters: Record<string, string> = {};
    names.forEach((name, i) => {
      pathParameters[name] = decodeSegment(match[i + 1] ?? '');
    });
    return { kind: 'found', route, pathParameters };
  }
  return allowed.length > 0 ? { kind: 'wrong-method', allowed } : { kind: 'none' };
}

export interface IncomingProxyRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
  sourceIp: string;
}

/**
 * Headers a client may not name itself: the viewer's address is the edge's to say (CloudFront's
 * function sets `VIEWER_IP_HEADER` in AWS). Nothing stands in for CloudFront here, so the client is
 * the socket's address, and whatever a client sends in these is dropped.
 */
const EDGE_HEADERS = new Set([VIEWER_IP_HEADER, 'cloudfront-viewer-address']);

/**
 * The REST API proxy event v1 for one request, as API Gateway builds it. Header and query names are
 * plain keys (`__proto__` or `constructor` are parameters like any other), in maps without a prototype.
 */
export function buildProxyEvent(
  request: IncomingProxyRequest,
  match: { route: GatewayRoute; pathParameters: Record<string, string> },
  options: { requestId: string; claims?: Record<string, string>; stage?: string; now?: Date },
): APIGatewayProxyEvent {
  const headers = new Map<string, string[]>();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !EDGE_HEADERS.has(name.toLowerCase()))
      headers.set(name, Array.isArray(value) ? value : [value]);
  }
  const query = new Map<string, string[]>();
  for (const [name, value] of request.url.searchParams) query.set(name, [...(query.get(name) ?? []), value]);
  return createProxyEvent({
    method: request.method,
    resource: match.route.path,
    path: request.url.pathname,
    headers: Object.fromEntries(headers),
    query: Object.fromEntries(query),
    pathParameters: match.pathParameters,
    body: request.body,
    sourceIp: request.sourceIp,
    routeId: match.route.id,
    ...options,
  });
}

/** API Gateway hands authorizer claims to the Lambda as strings; lists become comma-separated. */
export function claimsAsStrings(claims: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(claims)) {
    if (value === null || value === undefined) continue;
    out[name] = Array.isArray(value)
      ? value.join(',')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  }
  return out;
}

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Maps a handler's result to the HTTP answer, as the proxy integration does. */
export function answerFromResult(result: APIGatewayProxyResult | undefined): HttpAnswer {
  if (!result || typeof result.statusCode !== 'number') {
    // What API Gateway answers when a proxy Lambda returns a malformed result.
    return jsonAnswer(502, { message: 'Internal server error' });
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) {
    headers[name.toLowerCase()] = values.map(String);
  }
  const raw = result.body ?? '';
  const body = result.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  return { statusCode: result.statusCode, headers, body };
}

/** The gateway's own answers (no route, wrong method, …) carry the same security headers as the API's. */
function jsonAnswer(statusCode: number, payload: unknown, headers: Record<string, string> = {}): HttpAnswer {
  const security = Object.fromEntries(
    Object.entries(SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    statusCode,
    headers: { ...security, 'cache-control': 'no-store', ...headers },
    body: Buffer.from(JSON.stringify(payload)),
  };
}

const apiError = (statusCode: number, code: string, message: string, headers?: Record<string, string>) =>
  jsonAnswer(statusCode, { error: { code, message } }, headers);

/** API Gateway's Cognito authorizer, locally: the handlers' own verifier against cognito-local. */
export function createCognitoAuthorizer(pool: {
  issuer: string;
  jwksUrl: string;
  clientId: string;
}): TokenAuthorizer {
  return createCognitoJwtVerifier(pool);
}

export interface ApiGatewayOptions {
  port?: number;
  host?: string;
  routes?: GatewayRoute[];
  handlers: Partial<Record<string, ProxyHandler>>;
  /** Required for 'user' and 'admin' routes; without it they answer 401. */
  authorize?: TokenAuthorizer;
  maxBodyBytes?: number;
  /** One line per request; defaults to stdout. */
  log?: (line: string) => void;
}

export type ApiGateway = LocalHttpServer;

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * API Gateway's body validation against the JSON-object model: it picks the model by media type
 * (no Content-Type counts as application/json) and leaves other types to the handler (415).
 */
export function isJsonObjectOrNotJson(contentType: string | undefined, body: string): boolean {
  const mediaType = (contentType ?? 'application/json').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json' || body.trim() === '') return true;
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Answers one request: route, authorise, invoke, map. Never throws. */
async function answer(
  request: IncomingMessage,
  options: Required<Pick<ApiGatewayOptions, 'routes' | 'handlers' | 'maxBodyBytes'>> &
    Pick<ApiGatewayOptions, 'authorize'>,
  requestId: string,
): Promise<{ answer: HttpAnswer; routeId?: string }> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const method = request.method ?? 'GET';
  const match = matchRoute(options.routes, method, url.pathname);
  if (match.kind === 'none')
    return { answer: apiError(404, ERROR_CODES.notFound, `No route for ${method} ${url.pathname}`) };
  if (match.kind === 'wrong-method') {
    return {
      answer: apiError(405, 'method_not_allowed', `${method} is not allowed here`, {
        allow: match.allowed.join(', '),
      }),
    };
  }
  const { route } = match;
  let body: string;
  try {
    body = await readBody(request, options.maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return {
        answer: apiError(413, ERROR_CODES.payloadTooLarge, 'Request body is too large'),
        routeId: route.id,
      };
    }
    throw error;
  }

  let claims: Record<string, string> | undefined;
  if (route.auth !== 'public') {
    const token = bearerToken(request.headers.authorization);
    const verified = token && options.authorize ? await options.authorize(token).catch(() => null) : null;
    // API Gateway's authorizer rejects before the Lambda runs, with its own body.
    if (!verified)
      return { answer: apiError(401, ERROR_CODES.unauthorized, 'Unauthorized'), routeId: route.id };
    claims = claimsAsStrings(verified);
  }

  if (route.jsonObjectBody && !isJsonObjectOrNotJson(request.headers['content-type'], body)) {
    return { answer: apiError(400, ERROR_CODES.validation, BAD_JSON_BODY_MESSAGE), routeId: route.id };
  }

  const handler = options.handlers[route.id];
  if (!handler) {
    return {
      answer: apiError(501, 'not_implemented', `The handler for ${route.id} is not available yet`),
      routeId: route.id,
    };
  }
  const event = buildProxyEvent(
    { method, url, headers: request.headers, body, sourceIp: request.socket.remoteAddress ?? '127.0.0.1' },
    match,
    { requestId, claims },
  );
  try {
    return {
      answer: answerFromResult(await handler(event, createLambdaContext(route.id, requestId))),
      routeId: route.id,
    };
  } catch (error) {
    // An unhandled error in a Lambda: API Gateway answers 502 and the detail goes to the function's log.
    console.error(`[api] ${route.id} threw:`, error);
    return { answer: jsonAnswer(502, { message: 'Internal server error' }), routeId: route.id };
  }
}

function send(response: ServerResponse, result: HttpAnswer, requestId: string): void {
  response.writeHead(result.statusCode, {
    ...result.headers,
    'content-length': String(result.body.length),
    'x-amzn-requestid': requestId,
  });
  response.end(result.body);
}

/** Starts the gateway on 127.0.0.1. */
export async function startApiGateway(options: ApiGatewayOptions): Promise<ApiGateway> {
  const log = options.log ?? ((line: string) => console.log(line));
  const settings = {
    routes: options.routes ?? CONTRACT_ROUTES,
    handlers: options.handlers,
    authorize: options.authorize,
    maxBodyBytes: options.maxBodyBytes ?? GATEWAY_MAX_BODY_BYTES,
  };
  return startHttpServer(
    (request, response) => {
      const started = Date.now();
      const requestId = randomUUID();
      return answer(request, settings, requestId)
        .catch((error: unknown) => {
          console.error('[api] gateway error:', error);
          return { answer: apiError(500, ERROR_CODES.internal, 'Internal server error'), routeId: undefined };
        })
        .then(({ answer: result, routeId }) => {
          send(response, result, requestId);
          const target = routeId ? ` (${routeId})` : '';
          log(
            `[api] ${request.method} ${request.url} → ${result.statusCode} ${Date.now() - started} ms${target}`,
          );
        });
    },
    { port: options.port, host: options.host },
  );
}
