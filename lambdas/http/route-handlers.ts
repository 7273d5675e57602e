import type { RouteId } from '../../shared/api/routes';

/** The handler module of an HTTP route, relative to the repository root: the route id names the file. */
export const routeHandlerModule = (routeId: RouteId): string => `lambdas/http/${routeId}.handler.ts`;
