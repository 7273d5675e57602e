import type { QueryFunctionContext } from '@tanstack/react-query';
import { dequal } from 'dequal/lite';
import type { RequestOf, ResponseOf, RouteContract, RouteId } from '@shared/api/routes';
import type * as ApiContract from './api-contract';
import { ApiRequestError } from './api-error';
import { tokenSource } from './token-source';

// Thrown by every call here; importers of the client find them with it.
export { ApiRequestError, isRefusal } from './api-error';
export { setTokenSource, type TokenSource } from './token-source';

/**
 * The API contract (the schemas, and the schema library with them) loads with the first API call,
 * not with the page: a page's first view needs none of it. Each call loads only its route's area.
 */
const loadContract = () => import('./api-contract');

type CallOptions<R extends RouteId> = {
  params?: Record<string, string>;
  /** Query string parameters; empty and undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  body?: RequestOf<R>;
  signal?: AbortSignal;
};

async function authorization(contract: RouteContract): Promise<Record<string, string>> {
  if (contract.auth === 'public') {
    // A public route that reads who is buying gets the session's token when there is one, never a refusal.
    const token = contract.optionalCaller ? await tokenSource()?.().catch(() => null) : null;
    return token ? { Authorization: `Bearer ${token}` } : {};
  }
  const token = await tokenSource()?.();
  if (!token) throw new ApiRequestError(401, 'unauthorized', 'Please sign in to continue.');
  return { Authorization: `Bearer ${token}` };
}

function queryString(query: CallOptions<RouteId>['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls one route of the contract. The request body is checked with the same zod schema the server
 * uses, so bad input fails in the browser with the server's message before any request is sent;
 * the answer is parsed with the route's response schema.
 */
export async function apiRequest<R extends RouteId>(
  route: R,
  options: CallOptions<R> = {},
): Promise<ResponseOf<R>> {
  const { GENERIC_ERROR_MESSAGE, apiErrorSchema, fillPath, routeContract, safeParse } = await loadContract();
  const contract = await routeContract(route);
  let body: string | undefined;
  if ('request' in contract && contract.request) {
    const parsed = safeParse(contract.request, options.body ?? {});
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
      throw new ApiRequestError(
        400,
        'validation_error',
        parsed.error.issues[0]?.message ?? GENERIC_ERROR_MESSAGE,
        fields,
      );
    }
    body = JSON.stringify(options.body ?? {});
  }
  const authHeader = await authorization(contract);
  const answer = await send(fillPath(contract.path, options.params, route) + queryString(options.query), {
    method: contract.method,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
      ...authHeader,
    },
    body,
    signal: options.signal,
  });
  return read<R>(answer, contract, { GENERIC_ERROR_MESSAGE, apiErrorSchema, safeParse });
}

type Answer = { response: Response; json: unknown };
/** What `read` takes from the loaded contract: the error shape, its fallback message and zod's parser. */
type Reading = Pick<typeof ApiContract, 'GENERIC_ERROR_MESSAGE' | 'apiErrorSchema' | 'safeParse'>;

/** Sends a request and reads its JSON body (null when it has none); a network failure is a status 0. */
async function send(url: string, init: RequestInit): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network_error', 'Network request failed');
  }
  const json: unknown = await response.json().catch(() => null);
  return { response, json };
}

/** The server's refusal as an ApiRequestError, or its answer parsed with the route's response schema. */
function read<R extends RouteId>(
  { response, json }: Answer,
  contract: RouteContract,
  { GENERIC_ERROR_MESSAGE, apiErrorSchema, safeParse }: Reading,
): ResponseOf<R> {
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiRequestError(response.status, code, message, fields);
    }
    throw new ApiRequestError(response.status, 'http_error', GENERIC_ERROR_MESSAGE);
  }
  if ('response' in contract && contract.response) {
    const parsed = safeParse(contract.response, json);
    if (!parsed.success) throw new ApiRequestError(response.status, 'bad_response', GENERIC_ERROR_MESSAGE);
    return parsed.data as ResponseOf<R>;
  }
  return json as ResponseOf<R>;
}

/**
 * Asks again for the answer of a public GET route without parameters that the caller already holds,
 * an answer that was checked when it was received (or at build time: the brand a page was rendered
 * with). When the API answers exactly that (or what `unchanged` counts as the same), the held answer
 * is returned and the route's schemas are never loaded: the brand check after each page load costs a
 * request and a comparison. Any other answer is read as `apiRequest` reads it, validated against the
 * route's response schema.
 */
export async function refreshHeld<R extends RouteId>(
  route: R,
  path: string,
  held: ResponseOf<R>,
  signal?: AbortSignal,
  unchanged: (answer: unknown, held: ResponseOf<R>) => boolean | Promise<boolean> = dequal,
): Promise<ResponseOf<R>> {
  const answer = await send(path, { method: 'GET', headers: { Accept: 'application/json' }, signal });
  // dequal's lite build: JSON holds no dates, maps or typed arrays, and the page starts without
  // TanStack Query's own helpers.
  if (answer.response.ok && (await unchanged(answer.json, held))) return held;
  const { GENERIC_ERROR_MESSAGE, apiErrorSchema, routeContract, safeParse } = await loadContract();
  const contract = await routeContract(route);
  if (contract.method !== 'GET' || contract.auth !== 'public' || contract.path !== path) {
    throw new Error(`${route} is not a public GET of ${path}`);
  }
  return read<R>(answer, contract, { GENERIC_ERROR_MESSAGE, apiErrorSchema, safeParse });
}

/**
 * The query function of a public GET route without parameters whose answer the query may already hold
 * (built into the page, or an earlier answer): asked for with `refreshHeld` when one is held, so that an
 * unchanged answer loads no schema, and with `apiRequest` otherwise.
 */
export function refreshingQueryFn<R extends RouteId>(route: R, path: string) {
  return ({ client, queryKey, signal }: QueryFunctionContext): Promise<ResponseOf<R>> => {
    const held = client.getQueryData<ResponseOf<R>>(queryKey);
    return held ? refreshHeld(route, path, held, signal) : apiRequest(route, { signal });
  };
}
