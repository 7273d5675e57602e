import type { RouteArea, RouteContract, RouteId } from '@shared/api/routes';
import ROUTE_AREA from 'virtual:route-areas';

/** What the API client loads on its first call: the error shape, the path filler and zod's parser. */
export { apiErrorSchema, GENERIC_ERROR_MESSAGE } from '@shared/api/common.schema';
export { fillPath } from '@shared/api/route-contract';
export { safeParse } from '@shared/validation/zod';

type AreaRoutes = Record<string, RouteContract>;

/** Each area's routes, loaded on its first call: a page that only reads the brand never loads the admin's schemas. */
const AREAS: Record<RouteArea, () => Promise<AreaRoutes>> = {
  accounts: async () => (await import('@shared/api/accounts.routes')).ACCOUNT_ROUTES,
  admin: async () => (await import('@shared/api/admin.routes')).ADMIN_ROUTES,
  audit: async () => (await import('@shared/api/audit.routes')).AUDIT_ROUTES,
  brand: async () => (await import('@shared/api/brand.routes')).BRAND_ROUTES,
  catalogue: async () => (await import('@shared/api/catalogue.routes')).CATALOGUE_ROUTES,
  'catalogue-admin': async () => (await import('@shared/api/catalogue-admin.routes')).CATALOGUE_ADMIN_ROUTES,
  checkout: async () => (await import('@shared/api/checkout.routes')).CHECKOUT_ROUTES,
  enterprise: async () => (await import('@shared/api/enterprise.routes')).ENTERPRISE_ROUTES,
  esim: async () => (await import('@shared/api/esim.routes')).ESIM_ROUTES,
  orders: async () => (await import('@shared/api/orders.routes')).ORDER_ROUTES,
  refunds: async () => (await import('@shared/api/refunds.routes')).REFUND_ROUTES,
  sales: async () => (await import('@shared/api/sales.routes')).SALES_ROUTES,
  support: async () => (await import('@shared/api/support.routes')).SUPPORT_ROUTES,
  'top-up': async () => (await import('@shared/api/top-up.routes')).TOP_UP_ROUTES,
  'two-factor': async () => (await import('@shared/api/two-factor.routes')).TWO_FACTOR_ROUTES,
};

/** The contract of one route, from its own area's routes. */
export async function routeContract(route: RouteId): Promise<RouteContract> {
  const contract = (await AREAS[ROUTE_AREA[route]]())[route];
  if (!contract) throw new Error(`${route} is not declared in the ${ROUTE_AREA[route]} routes`);
  return contract;
}
