import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type * as z from 'zod';
import { API_ROUTES, type RouteContract, type RouteId } from '../../../shared/api/routes';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors';

type Route<R extends RouteId> = (typeof API_ROUTES)[R];

/** The validated body of route R (the request schema's output), or undefined when it has none. */
export type BodyOf<R extends RouteId> =
  Route<R> extends { request: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What `parseRequest` adds to the event: the request as the route's contract describes it, checked. */
export interface Parsed<R extends RouteId> {
  parsed: {
    body: BodyOf<R>;
    params: Record<string, string>;
    /** The body exactly as sent (base64-decoded), for signature checks. */
    rawBody: string;
  };
}

const JSON_CONTENT_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/** The request body as sent: API Gateway base64-encodes binary or when told to. */
function decodeBody(event: Pick<APIGatewayProxyEvent, 'body' | 'isBase64Encoded'>): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** Per-field messages, first message per field; the field path joined with dots. */
function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key) fields[key] ??= issue.message;
  }
  return fields;
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

function parseJsonBody(schema: z.ZodType, raw: string, contentType: string): unknown {
  let value: unknown = {};
  if (raw.trim() !== '') {
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
  return parsed.data;
}

/**
 * Reads the request as the route's contract describes it: a JSON body checked with the route's
 * schema (400 for bad JSON or values, 413 above `maxBodyBytes`, 415 for another content type,
 * never 500), and the path parameters.
 */
export function parseRequest<R extends RouteId>(
  route: R,
  maxBodyBytes: number,
): MiddlewareObj<APIGatewayProxyEvent & Parsed<R>> {
  const schema = (API_ROUTES[route] as RouteContract).request;
  return {
    before: (request) => {
      const { event } = request;
      const rawBody = decodeBody(event);
      if (Buffer.byteLength(rawBody, 'utf8') > maxBodyBytes) throw new PayloadTooLargeError();
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(event.pathParameters ?? {})) {
        if (value !== undefined) params[key] = safeDecode(value);
      }
      const body = schema ? parseJsonBody(schema, rawBody, event.headers['content-type'] ?? '') : undefined;
      event.parsed = { body: body as BodyOf<R>, params, rawBody };
    },
  };
}
