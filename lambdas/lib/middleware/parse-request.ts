import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as z from '../../../shared/validation/zod';
import { BAD_JSON_BODY_MESSAGE } from '../../../shared/api/common.schema';
import type { RouteContract } from '../../../shared/api/route-contract';
import { NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors';

/** The validated body of a route with contract C (the request schema's output), or undefined when it has none. */
export type BodyOf<C extends RouteContract> = C extends { request: infer S extends z.core.$ZodType }
  ? z.output<S>
  : undefined;

/** The path parameters of a route with contract C (its params schema's output); none when its path has none. */
export type ParamsOf<C extends RouteContract> = C extends { params: infer S extends z.core.$ZodType }
  ? z.output<S>
  : Record<string, never>;

/** The query of a route with contract C (its query schema's output); none when it takes no query. */
export type QueryOf<C extends RouteContract> = C extends { query: infer S extends z.core.$ZodType }
  ? z.output<S>
  : Record<string, never>;

/** What `parseRequest` adds to the event: the request as the route's contract describes it, checked. */
export interface Parsed<C extends RouteContract = RouteContract> {
  parsed: {
    body: BodyOf<C>;
    params: ParamsOf<C>;
    query: QueryOf<C>;
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

const isWellFormedPercentEncoding = (value: string) => {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * The path parameters, checked with the route's schema. API Gateway hands them over decoded; one it
 * could not decode (malformed percent-encoding) is a bad request. A path names a resource, so a value
 * the schema refuses names none: 404 with the schema's message.
 */
function parsePathParameters(
  schema: z.core.$ZodType | undefined,
  raw: APIGatewayProxyEvent['pathParameters'],
): unknown {
  const values = Object.fromEntries(
    Object.entries(raw ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  for (const [name, value] of Object.entries(values)) {
    if (!isWellFormedPercentEncoding(value)) {
      const message = 'The address is not valid: it contains malformed percent-encoding.';
      throw new ValidationError(message, { [name]: message });
    }
  }
  if (!schema) return {};
  const parsed = z.safeParse(schema, values);
  if (!parsed.success) throw new NotFoundError(parsed.error.issues[0]?.message ?? 'Not found');
  return parsed.data;
}

/** The query string, checked with the route's schema (400 with per-field messages); ignored without one. */
function parseQuery(
  schema: z.core.$ZodType | undefined,
  raw: APIGatewayProxyEvent['queryStringParameters'],
): unknown {
  if (!schema) return {};
  const values = Object.fromEntries(
    Object.entries(raw ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const parsed = z.safeParse(schema, values);
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues[0]?.message ?? 'Invalid request',
      fieldMessages(parsed.error.issues),
    );
  }
  return parsed.data;
}

function parseJsonBody(schema: z.core.$ZodType, raw: string, contentType: string): unknown {
  let value: unknown = {};
  if (raw.trim() !== '') {
    if (!JSON_CONTENT_TYPE.test(contentType)) throw new UnsupportedMediaTypeError();
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ValidationError(BAD_JSON_BODY_MESSAGE);
    }
  }
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues[0]?.message ?? 'Invalid request',
      fieldMessages(parsed.error.issues),
    );
  }
  return parsed.data;
}

/**
 * Reads the request as the route's contract describes it: the path parameters, the query and a JSON
 * body, each checked with the route's schema (400 for bad JSON or values, 404 for a path parameter that
 * names nothing, 413 above `maxBodyBytes`, 415 for another content type, never 500).
 */
export function parseRequest<C extends RouteContract>(
  contract: C,
  maxBodyBytes: number,
): MiddlewareObj<APIGatewayProxyEvent & Parsed<C>> {
  return {
    before: (request) => {
      const { event } = request;
      const params = parsePathParameters(contract.params, event.pathParameters);
      const query = parseQuery(contract.query, event.queryStringParameters);
      const rawBody = decodeBody(event);
      if (Buffer.byteLength(rawBody, 'utf8') > maxBodyBytes) throw new PayloadTooLargeError();
      const body = contract.request
        ? parseJsonBody(contract.request, rawBody, event.headers['content-type'] ?? '')
        : undefined;
      // Both parsed by the route's own schemas, so they have the route's types.
      event.parsed = {
        body: body as BodyOf<C>,
        params: params as ParamsOf<C>,
        query: query as QueryOf<C>,
        rawBody,
      };
    },
  };
}
