import { API_ROUTES, type RouteId } from '../../../shared/api/routes';
import { startApiGateway, type ApiGateway, type TokenAuthorizer } from '../api-gateway';
import { loadRouteHandlers } from './handlers';

export interface LocalApi {
  gateway: ApiGateway;
  /** Routes whose handler module is missing or failed to load; they answer 501. */
  unavailableRoutes: string[];
}

/**
 * The API as API Gateway serves it: the real handler modules of `routes` (every route by default)
 * behind the gateway stand-in. Set the Lambda environment first: the handlers read it on first use.
 */
export async function startLocalApi(options: {
  port?: number;
  routes?: readonly RouteId[];
  /** Checks tokens on signed-in routes; without it they answer 401. */
  authorize?: TokenAuthorizer;
  log?: (line: string) => void;
}): Promise<LocalApi> {
  const loaded = await loadRouteHandlers(options.routes ?? (Object.keys(API_ROUTES) as RouteId[]));
  for (const { id, reason } of loaded.broken)
    console.error(`The handler for ${id} failed to load: ${reason}`);
  const gateway = await startApiGateway({
    port: options.port,
    handlers: loaded.handlers,
    authorize: options.authorize,
    log: options.log,
  });
  return { gateway, unavailableRoutes: [...loaded.missing, ...loaded.broken.map((b) => b.id)] };
}
