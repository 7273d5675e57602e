import { http, HttpResponse, type HttpHandler } from 'msw';
import * as z from '@shared/validation/zod';
import { ERROR_CODES } from '@shared/api/common.schema';
import { API_ROUTES, type ResponseOf, type RouteContract, type RouteId } from '@shared/api/routes';

type RequestSchemaOf<R extends RouteId> = (typeof API_ROUTES)[R] extends {
  request: infer S extends z.core.$ZodType;
}
  ? z.output<S>
  : undefined;

/** What a fake answers: the route's response body, or an error in the API's error shape. */
export type FakeReply<R extends RouteId> =
  | { status?: 200 | 201; json: ResponseOf<R> }
  | { status: number; error: { code: string; message: string; fields?: Record<string, string> } };

export type FakeRequest<R extends RouteId> = {
  /** The body as the server would see it: parsed by the route's request schema. */
  body: RequestSchemaOf<R>;
  params: Record<string, string>;
  /** The bearer token of a `user` or `admin` route. */
  token: string | null;
};

/** Answers the fakes gave that the contract does not allow; the test setup fails a test that left any. */
export const contractViolations: string[] = [];

export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  status,
  error: { code, message, ...(fields && { fields }) },
});

/**
 * A network fake for one route of the contract, as the server would behave at the edge: the body is
 * parsed by the route's request schema (400 with the schema's message otherwise), `user` and `admin`
 * routes need a bearer token (401 otherwise), and what the fake answers must match the route's
 * response schema.
 */
export function fakeRoute<R extends RouteId>(
  id: R,
  resolve: (request: FakeRequest<R>) => FakeReply<R> | Promise<FakeReply<R>>,
): HttpHandler {
  const contract: RouteContract = API_ROUTES[id];
  const path = contract.path.replace(/\{(\w+)\}/g, ':$1');
  const method = contract.method.toLowerCase() as Lowercase<RouteContract['method']>;
  return http[method](path, async ({ request, params }) => {
    const token = /^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;
    if (contract.auth !== 'public' && !token) {
      return HttpResponse.json(apiError(401, ERROR_CODES.unauthorized, 'Unauthorized'), { status: 401 });
    }
    let body: unknown;
    if (contract.request) {
      const parsed = z.safeParse(contract.request, await request.json().catch(() => ({})));
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
        const message = parsed.error.issues[0]?.message ?? 'Invalid request';
        return HttpResponse.json(apiError(400, ERROR_CODES.validation, message, fields), { status: 400 });
      }
      body = parsed.data;
    }
    const reply = await resolve({
      body: body as RequestSchemaOf<R>,
      params: params as Record<string, string>,
      token,
    });
    if ('error' in reply) return HttpResponse.json({ error: reply.error }, { status: reply.status });
    if (contract.response && !z.safeParse(contract.response, reply.json).success) {
      contractViolations.push(`${id}: the fake's answer breaks the response schema`);
    }
    return HttpResponse.json(reply.json as object, { status: reply.status ?? 200 });
  });
}
