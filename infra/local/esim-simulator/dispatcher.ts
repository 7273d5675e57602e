import type { IncomingHttpHeaders } from 'node:http';
import { allocationRoutes } from './allocation';
import { authRoutes, hasValidToken } from './auth';
import { consoleRoutes } from './console-endpoints';
import type { SimulatorContext } from './context';
import { injectFault } from './faults';
import { profileRoutes } from './profiles';
import { HttpProblem, json, type Reply } from './reply';
import { matchRoute, type SimulatorRoute } from './routing';

/**
 * Every path the simulator answers; the first entry that fits wins. The profile routes come before
 * allocation's: POST /network/things/consumer-profile/release would also fit its `{bundleId}`.
 * A new endpoint is one entry here (or in its module's list) and one small handler.
 */
export const SIMULATOR_ROUTES: readonly SimulatorRoute[] = [
  ...authRoutes,
  ...profileRoutes,
  ...allocationRoutes,
  ...consoleRoutes,
];

/** A call before its body is read: the body is read only once no fault has answered. */
export interface SimulatorRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  readBody(): Promise<Record<string, unknown>>;
}

/**
 * Answers one call: a switched-on fault first, then the token endpoint, then (with a valid bearer
 * token only) the route table; 404 when no route fits. A handler's HttpProblem is its status and
 * message; any other error is a 500 that names it.
 */
export async function dispatch(
  ctx: SimulatorContext,
  request: SimulatorRequest,
  routes: readonly SimulatorRoute[] = SIMULATOR_ROUTES,
): Promise<Reply> {
  const { method, url, headers } = request;
  const path = url.pathname;
  try {
    const fault = await injectFault(ctx, ctx.settings.random, path);
    if (fault) return fault;
    const body = method === 'GET' || method === 'HEAD' ? {} : await request.readBody();
    const match = matchRoute(routes, method, path);
    // Without a valid token nothing else is revealed, not even whether a path exists.
    if (!match?.route.public && !hasValidToken(ctx, headers.authorization)) {
      return json({ message: 'Invalid or expired token' }, 401);
    }
    if (!match) throw new HttpProblem(404, `No route for ${method} ${path}`);
    return await match.route.handler(ctx, {
      method,
      path,
      params: match.params,
      query: url.searchParams,
      headers,
      body,
    });
  } catch (error) {
    return error instanceof HttpProblem
      ? json({ message: error.message }, error.status)
      : json({ message: `Simulator error: ${String(error)}` }, 500);
  }
}
