import { mergeAccess, type FunctionAccess } from '../../shared/api/function-access';
import { rateLimitRules } from '../../shared/api/rate-limits';
import { API_ROUTES, type RouteId } from '../../shared/api/routes';
import type { RouteContract } from '../../shared/api/route-contract';

/**
 * An admin route's function refuses an own-admin without a second factor where the stage requires
 * one: it knows the setting and reads the caller's MFA setting in the user pool.
 */
const CHECKS_ADMIN_FACTOR: FunctionAccess = {
  cognito: ['cognito-idp:AdminGetUser'],
  checksAdminFactor: true,
};

/**
 * What a route's function may touch: the grants its contract entry declares, the counters of its
 * rate limits when it has any, the token check on signed-in routes and on public ones that read
 * an optional caller, and the admin's second factor on admin routes.
 */
function routeAccess(route: RouteContract): FunctionAccess {
  const counted =
    rateLimitRules(route.limits).length > 0
      ? mergeAccess(route.grants, { tables: { rateLimits: 'readWrite' } })
      : route.grants;
  if (route.auth === 'admin') return { ...mergeAccess(counted, CHECKS_ADMIN_FACTOR), verifiesTokens: true };
  return route.auth === 'public' && !route.optionalCaller ? counted : { ...counted, verifiesTokens: true };
}

/** Each route's least-privilege access, derived from its contract entry. */
export const ROUTE_ACCESS = Object.fromEntries(
  (Object.keys(API_ROUTES) as RouteId[]).map((id) => [id, routeAccess(API_ROUTES[id])]),
) as Record<RouteId, FunctionAccess>;
