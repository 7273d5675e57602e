import type * as z from '../validation/zod';
import type { FunctionAccess } from './function-access';
import type { RouteRateLimits } from './rate-limits';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * public: anyone; user: a signed-in Cognito user whose e-mail is verified (the browser sends the ID
 * token); admin: such a user in the own-admin group.
 */
export type RouteAuth = 'public' | 'user' | 'admin';

/**
 * One route, declared once in its area's `<area>.routes.ts`: the SPA's client, the handler, the stack
 * and the local runtime all read it. Its handler is `lambdas/http/<route id>.handler.ts`.
 */
interface RouteShape {
  method: HttpMethod;
  /** API Gateway style path, `{name}` for a parameter. */
  path: string;
  auth: RouteAuth;
  /**
   * A public route that also reads who is buying: the browser sends the session's ID token when
   * there is one, and the server takes its e-mail as proven only when the token is valid and says
   * the e-mail is verified; without one (or with any other) the caller is anonymous, never refused.
   */
  optionalCaller?: true;
  /** The path parameters, one schema field per `{name}` of the path. */
  params?: z.core.$ZodType<Record<string, string>>;
  /** The query string parameters (each a string as sent; the schema coerces). */
  query?: z.core.$ZodType;
  request?: z.core.$ZodType;
  response?: z.core.$ZodType;
  /**
   * The route's per-client and per-target limits, or why it has none. A route that mails, reveals
   * or costs has limits (a unit test holds every public one to it).
   */
  limits: RouteRateLimits;
  /**
   * What the route's function may touch, and nothing more: the stack turns it into IAM grants and
   * the environment that names each resource. The token check and the rate-limit counters are added
   * from `auth` and `limits`.
   */
  grants: FunctionAccess;
}

interface PublicRoute extends RouteShape {
  auth: 'public';
  /**
   * Why anyone may call it without signing in: the stack acknowledges cdk-nag's "no authorizer"
   * findings on the route's method with this reason.
   */
  publicReason: string;
}

interface SignedInRoute extends RouteShape {
  auth: 'user' | 'admin';
  publicReason?: never;
}

export type RouteContract = PublicRoute | SignedInRoute;

/** Fills the `{name}` parameters of a route's path, URL-encoding each value. */
export function fillPath(path: string, params: Record<string, string> = {}, route = path): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${route}`);
    return encodeURIComponent(value);
  });
}
