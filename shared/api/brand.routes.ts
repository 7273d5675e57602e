import * as brand from './brand.schema';
import type { RouteContract } from './route-contract';

/** The brand: what every page shows, and the admin's settings and logo. A handler imports its own area's routes, so it carries only their schemas. */
export const BRAND_ROUTES = {
  'get-brand': { method: 'GET', path: '/api/brand', auth: 'public', response: brand.brandSchema },
  'update-brand': {
    method: 'PUT',
    path: '/api/admin/brand',
    auth: 'admin',
    request: brand.brandUpdateSchema,
    response: brand.brandSchema,
  },
  'create-logo-upload': {
    method: 'POST',
    path: '/api/admin/brand/logo',
    auth: 'admin',
    request: brand.logoUploadRequestSchema,
    response: brand.logoUploadResponseSchema,
  },
  'publish-logo': {
    method: 'POST',
    path: '/api/admin/brand/logo/publish',
    auth: 'admin',
    request: brand.logoPublishRequestSchema,
    response: brand.logoPublishResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
