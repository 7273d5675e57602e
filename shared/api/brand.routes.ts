import * as brand from './brand.schema';
import type { RouteContract } from './route-contract';
import { SIGNED_IN } from './rate-limits';

/** The brand: what every page shows, and the admin's settings and logo. A handler imports its own area's routes, so it carries only their schemas. */
export const BRAND_ROUTES = {
  'get-brand': {
    method: 'GET',
    path: '/api/brand',
    auth: 'public',
    response: brand.brandSchema,
    publicReason: "The shop's name, logo and colours, shown to every visitor",
    limits: { unlimited: 'The public brand settings every page shows.' },
    grants: { tables: { brand: 'read' } },
  },
  'update-brand': {
    method: 'PUT',
    path: '/api/admin/brand',
    auth: 'admin',
    request: brand.brandUpdateSchema,
    response: brand.brandSchema,
    limits: { unlimited: SIGNED_IN },
    // A saved brand is invalidated at CloudFront, so visitors see it at once, not after the cache's TTL.
    grants: { tables: { brand: 'readWrite', auditLog: 'append' }, invalidatesEdgeCache: true },
  },
  'create-logo-upload': {
    method: 'POST',
    path: '/api/admin/brand/logo',
    auth: 'admin',
    request: brand.logoUploadRequestSchema,
    response: brand.logoUploadResponseSchema,
    limits: { unlimited: SIGNED_IN },
    // A published logo's address is a path on the shop's origin, which serves the bucket's brand-assets/.
    grants: { uploadsBrandAssets: true },
  },
  'publish-logo': {
    method: 'POST',
    path: '/api/admin/brand/logo/publish',
    auth: 'admin',
    request: brand.logoPublishRequestSchema,
    response: brand.logoPublishResponseSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { uploadsBrandAssets: true, tables: { auditLog: 'append' } },
  },
} as const satisfies Record<string, RouteContract>;
