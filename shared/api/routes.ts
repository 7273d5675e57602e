import type * as z from '../validation/zod';
import { ACCOUNT_ROUTES } from './accounts.routes';
import { ADMIN_ROUTES } from './admin.routes';
import { AUDIT_ROUTES } from './audit.routes';
import { BRAND_ROUTES } from './brand.routes';
import { CATALOGUE_ADMIN_ROUTES } from './catalogue-admin.routes';
import { CATALOGUE_ROUTES } from './catalogue.routes';
import { CHECKOUT_ROUTES } from './checkout.routes';
import { ENTERPRISE_ROUTES } from './enterprise.routes';
import { ESIM_ROUTES } from './esim.routes';
import { ORDER_ROUTES } from './orders.routes';
import { REFUND_ROUTES } from './refunds.routes';
import { fillPath, type RouteContract } from './route-contract';
import { SALES_ROUTES } from './sales.routes';
import { SUPPORT_ROUTES } from './support.routes';
import { TOP_UP_ROUTES } from './top-up.routes';
import { TWO_FACTOR_ROUTES } from './two-factor.routes';

export type { HttpMethod, RouteAuth, RouteContract } from './route-contract';

/**
 * Every route of the HTTP API by area, keyed by the area's file name (`<area>.routes.ts`): one
 * contract for the SPA's client, the Lambda handlers, the CDK stack and the local runtime. Each area's
 * routes live in their own file, so a Lambda imports only its own area's schemas, and the SPA loads an
 * area's schemas on its first call there (`routeAreas`, resolved at build time).
 */
export const ROUTES_BY_AREA = {
  catalogue: CATALOGUE_ROUTES,
  brand: BRAND_ROUTES,
  checkout: CHECKOUT_ROUTES,
  orders: ORDER_ROUTES,
  esim: ESIM_ROUTES,
  'top-up': TOP_UP_ROUTES,
  accounts: ACCOUNT_ROUTES,
  support: SUPPORT_ROUTES,
  enterprise: ENTERPRISE_ROUTES,
  admin: ADMIN_ROUTES,
  'two-factor': TWO_FACTOR_ROUTES,
  'catalogue-admin': CATALOGUE_ADMIN_ROUTES,
  refunds: REFUND_ROUTES,
  sales: SALES_ROUTES,
  audit: AUDIT_ROUTES,
} as const;

export type RouteArea = keyof typeof ROUTES_BY_AREA;

/** Every route; the route id names the handler file (`lambdas/http/<id>.handler.ts`). */
export const API_ROUTES = {
  ...CATALOGUE_ROUTES,
  ...BRAND_ROUTES,
  ...CHECKOUT_ROUTES,
  ...ORDER_ROUTES,
  ...ESIM_ROUTES,
  ...TOP_UP_ROUTES,
  ...ACCOUNT_ROUTES,
  ...SUPPORT_ROUTES,
  ...ENTERPRISE_ROUTES,
  ...ADMIN_ROUTES,
  ...TWO_FACTOR_ROUTES,
  ...CATALOGUE_ADMIN_ROUTES,
  ...REFUND_ROUTES,
  ...SALES_ROUTES,
  ...AUDIT_ROUTES,
} as const satisfies Record<string, RouteContract>;

export type RouteId = keyof typeof API_ROUTES;

type Schema<T, K extends 'request' | 'response'> =
  T extends Record<K, infer S extends z.core.$ZodType> ? S : never;
/** Body a client sends to route R (the schema's input type). */
export type RequestOf<R extends RouteId> = z.input<Schema<(typeof API_ROUTES)[R], 'request'>>;
/** Body the API answers for route R. */
export type ResponseOf<R extends RouteId> = z.output<Schema<(typeof API_ROUTES)[R], 'response'>>;

/** Fill `{name}` parameters of a route path, URL-encoding each value. */
export function routePath(route: RouteId, params: Record<string, string> = {}): string {
  return fillPath(API_ROUTES[route].path, params, route);
}

/** The area that declares each route: what the SPA's client needs to load a route's schemas alone. */
export function routeAreas(): Record<RouteId, RouteArea> {
  return Object.fromEntries(
    Object.entries(ROUTES_BY_AREA).flatMap(([area, routes]) => Object.keys(routes).map((id) => [id, area])),
  ) as Record<RouteId, RouteArea>;
}
