import type { IncomingHttpHeaders } from 'node:http';
import { apiRoutes } from './api-routes';
import type { StandinContext } from './context';
import { pageRoutes } from './page-routes';
import { notFoundPage } from './pages';
import { html, stripeError, type Reply } from './reply';
import { matchRoute, pathSegments, type StandinRoute } from './routing';

/**
 * Every path the stand-in answers; the first entry that fits wins. A new endpoint is one entry here
 * (or in its module's list) and one small handler.
 */
export const STANDIN_ROUTES: readonly StandinRoute[] = [...apiRoutes, ...pageRoutes];

/** A call before its body is read: a handler reads it only when it needs it. */
export interface StandinRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  readBody(): Promise<string>;
}

/** What a path no route fits answers: Stripe's error under /v1, otherwise a 404 page. */
function unmatched(ctx: StandinContext, method: string, url: URL, segments: readonly string[]): Reply {
  if (segments[0] === 'v1') return stripeError(404, `Unrecognized request URL (${method}: ${url.pathname}).`);
  const unknownCheckout = segments[0] === 'pay' && segments[1] && !ctx.sessions.has(segments[1]);
  return html(notFoundPage(unknownCheckout ? 'No such checkout.' : 'Not found.'), 404);
}

/** Answers one call: Stripe's API (/v1, with a secret key only), then the pages; 404 when no route fits. */
export async function dispatch(
  ctx: StandinContext,
  request: StandinRequest,
  routes: readonly StandinRoute[] = STANDIN_ROUTES,
): Promise<Reply> {
  const { method, url, headers } = request;
  const segments = pathSegments(url.pathname);
  if (segments[0] === 'v1' && !/^Bearer sk_/.test(headers.authorization ?? '')) {
    return stripeError(401, 'Invalid API Key provided');
  }
  const match = matchRoute(routes, method, segments);
  if (!match) return unmatched(ctx, method, url, segments);
  return match.route.handler(ctx, {
    method,
    params: match.params,
    query: url.searchParams,
    headers,
    readBody: request.readBody,
  });
}
