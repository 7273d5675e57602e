import type * as z from '../validation/zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * public: anyone; user: a signed-in Cognito user whose e-mail is verified (the browser sends the ID
 * token); admin: such a user in the own-admin group.
 */
export type RouteAuth = 'public' | 'user' | 'admin';

export interface RouteContract {
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
}

/** Fills the `{name}` parameters of a route's path, URL-encoding each value. */
export function fillPath(path: string, params: Record<string, string> = {}, route = path): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${route}`);
    return encodeURIComponent(value);
  });
}
