import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type * as z from 'zod';
import { ERROR_CODES, MAX_JSON_BODY_BYTES, type ApiError } from '../../shared/api/common.schema';
import { API_ROUTES, type RouteContract, type RouteId } from '../../shared/api/routes';
import {
  GENERIC_ERROR_MESSAGE,
  HttpError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors';
import { authenticate, type AuthClaims } from './auth';
import { logger } from './logger';

type Route<R extends RouteId> = (typeof API_ROUTES)[R];

/** The validated body of route R (the request schema's output), or undefined when it has none. */
export type BodyOf<R extends RouteId> =
  Route<R> extends { request: infer S extends z.ZodType } ? z.output<S> : undefined;
/** What the use-case answers for route R. */
export type ResultOf<R extends RouteId> =
  Route<R> extends { response: infer S extends z.ZodType } ? z.input<S> : unknown;

/** What a handler function receives: already parsed and validated. */
export interface HttpInput<R extends RouteId> {
  body: BodyOf<R>;
  params: Record<string, string>;
  /** Lower-cased header names. */
  headers: Record<string, string | undefined>;
  /** The body exactly as sent (base64-decoded), for signature checks. */
  rawBody: string;
  /** The verified caller on 'user' and 'admin' routes. */
  auth?: AuthClaims;
}

export interface HttpHandlerOptions {
  /** Cache-Control of a successful answer; private data is never stored. */
  cacheControl?: string;
  /** Largest body accepted, bytes. */
  maxBodyBytes?: number;
}

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Type': 'application/json; charset=utf-8',
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

type HttpEvent = APIGatewayProxyEvent & { validBody?: unknown; decodedBody?: string; claims?: AuthClaims };

const JSON_CONTENT_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/** The request body as sent: API Gateway base64-encodes binary or when told to. */
export function decodeBody(event: Pick<APIGatewayProxyEvent, 'body' | 'isBase64Encoded'>): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

function errorBody(code: string, message: string, fields?: Record<string, string>): string {
  const body: ApiError = {
    error: { code, message, ...(fields && Object.keys(fields).length > 0 && { fields }) },
  };
  return JSON.stringify(body);
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Maps any thrown value to the API's error answer; the only place that does. */
export function errorResponse(error: unknown, route: string): APIGatewayProxyResult {
  const headers = { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' };
  if (error instanceof HttpError) {
    // The error object carries the upstream cause (UpstreamError.detail) into the log.
    if (error.statusCode >= 500) logger.error('Upstream failure', { route, error });
    else logger.info('Request refused', { route, status: error.statusCode, code: error.code });
    return {
      statusCode: error.statusCode,
      headers,
      body: errorBody(error.code, error.message, error.fields),
    };
  }
  logger.error('Unhandled error', { route, error: error as Error });
  return { statusCode: 500, headers, body: errorBody(ERROR_CODES.internal, GENERIC_ERROR_MESSAGE) };
}

/** Per-field messages, first message per field; the field path joined with dots. */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key) fields[key] ??= issue.message;
  }
  return fields;
}

function parseJsonBody(route: RouteId, event: HttpEvent, maxBytes: number): void {
  const raw = event.decodedBody ?? '';
  const schema = (API_ROUTES[route] as RouteContract).request;
  if (!schema) return;
  if (Buffer.byteLength(raw, 'utf8') > maxBytes) throw new PayloadTooLargeError();
  let value: unknown = {};
  if (raw.trim() !== '') {
    const contentType = event.headers['content-type'] ?? '';
    if (!JSON_CONTENT_TYPE.test(contentType)) throw new UnsupportedMediaTypeError();
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ValidationError('The request body is not valid JSON.');
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues[0]?.message ?? 'Invalid request',
      fieldMessages(parsed.error.issues),
    );
  }
  event.validBody = parsed.data;
}

/**
 * Wraps a handler function for API Gateway (REST, proxy v1): normalised headers, a JSON body parsed
 * and checked with the route's schema (400/413/415, never 500), one error mapping, security headers.
 */
export function httpHandler<R extends RouteId>(
  route: R,
  fn: (input: HttpInput<R>) => Promise<ResultOf<R>>,
  options: HttpHandlerOptions = {},
) {
  const contract: RouteContract = API_ROUTES[route];
  const responseSchema = contract.response;
  const maxBytes = options.maxBodyBytes ?? MAX_JSON_BODY_BYTES;
  return middy<APIGatewayProxyEvent, APIGatewayProxyResult>()
    .use({
      before: (request) => {
        request.event.headers ??= {};
        request.event.pathParameters ??= {};
      },
      onError: (request) => {
        request.response = errorResponse(request.error, route);
      },
    })
    .use(httpHeaderNormalizer())
    .use({
      before: async (request) => {
        const event = request.event as HttpEvent;
        event.claims = await authenticate(contract.auth, event.headers['authorization']);
      },
    })
    .use({
      before: (request) => {
        const event = request.event as HttpEvent;
        event.decodedBody = decodeBody(event);
        if (Buffer.byteLength(event.decodedBody, 'utf8') > maxBytes) throw new PayloadTooLargeError();
        parseJsonBody(route, event, maxBytes);
      },
    })
    .handler(async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
      const httpEvent = event as HttpEvent;
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(event.pathParameters ?? {})) {
        if (value !== undefined) params[key] = safeDecode(value);
      }
      const result = await fn({
        body: httpEvent.validBody as BodyOf<R>,
        params,
        headers: event.headers,
        rawBody: httpEvent.decodedBody ?? '',
        auth: httpEvent.claims,
      });
      const body = responseSchema ? responseSchema.parse(result) : result;
      return {
        statusCode: 200,
        headers: { ...SECURITY_HEADERS, 'Cache-Control': options.cacheControl ?? 'no-store' },
        body: JSON.stringify(body ?? {}),
      };
    });
}
