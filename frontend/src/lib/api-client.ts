import type { RequestOf, ResponseOf, RouteAuth, RouteId } from '@shared/api/routes';

/**
 * The API contract (the schemas, and the schema library with them) loads with the first API call,
 * not with the page: a page's first view needs none of it. Each call loads only its route's area.
 */
const loadContract = () => import('./api-contract');

/** A failed API call, carrying the server's user-facing message (the spec's text). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The API refused the request (a 4xx): asking again will not change its mind. */
export function isRefusal(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}

type CallOptions<R extends RouteId> = {
  params?: Record<string, string>;
  /** Query string parameters; empty and undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  body?: RequestOf<R>;
  signal?: AbortSignal;
};

/** Gives the signed-in user's current ID token, or null when nobody is signed in. */
export type TokenSource = () => Promise<string | null>;

let tokenSource: TokenSource | null = null;

/**
 * The session registers where tokens come from; every `user` and `admin` route then carries the ID
 * token, and no feature ever handles a token itself.
 */
export function setTokenSource(source: TokenSource | null): void {
  tokenSource = source;
}

async function authorization(auth: RouteAuth): Promise<Record<string, string>> {
  if (auth === 'public') return {};
  const token = await tokenSource?.();
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
  const { GENERIC_ERROR_MESSAGE, apiErrorSchema, fillPath, routeContract } = await loadContract();
  const contract = await routeContract(route);
  let body: string | undefined;
  if ('request' in contract && contract.request) {
    const parsed = contract.request.safeParse(options.body ?? {});
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
  const authHeader = await authorization(contract.auth);
  let response: Response;
  try {
    response = await fetch(fillPath(contract.path, options.params, route) + queryString(options.query), {
      method: contract.method,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
        ...authHeader,
      },
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network_error', 'Network request failed');
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiRequestError(response.status, code, message, fields);
    }
    throw new ApiRequestError(response.status, 'http_error', GENERIC_ERROR_MESSAGE);
  }
  if ('response' in contract && contract.response) {
    const parsed = contract.response.safeParse(json);
    if (!parsed.success) throw new ApiRequestError(response.status, 'bad_response', GENERIC_ERROR_MESSAGE);
    return parsed.data as ResponseOf<R>;
  }
  return json as ResponseOf<R>;
}
