import * as catalogueAdmin from './catalogue-admin.schema';
import { CALLS_PROVIDER, mergeAccess } from './function-access';
import type { RouteContract } from './route-contract';
import { SIGNED_IN } from './rate-limits';

/** Every change to the catalogue is recorded in the audit log (kinds 'catalogue' and 'prices'). */
const CHANGES_CATALOGUE = { tables: { catalogue: 'readWrite', auditLog: 'append' } } as const;

/**
 * The operator's catalogue and prices (own-admin only): the provider's bundles, their state in the
 * shop, each zone's prices and their versions, and the import from the provider. Every change answers
 * the operator's whole view (`adminCatalogueSchema`) and publishes the catalogue the shop sells at
 * once; visitors get it within `CATALOGUE_CACHE_SECONDS`. A handler imports its own area's routes, so
 * it carries only their schemas.
 */
export const CATALOGUE_ADMIN_ROUTES = {
  'get-admin-catalogue': {
    method: 'GET',
    path: '/api/admin/catalogue',
    auth: 'admin',
    response: catalogueAdmin.adminCatalogueSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { catalogue: 'read' } },
  },
  // Imports the provider's product list now: new bundles arrive inactive, dropped ones are withdrawn
  // and flagged, costs are updated. A malformed or late answer is recorded as a failed sync (the
  // answer's lastSync says so) and changes nothing else.
  'sync-catalogue': {
    method: 'POST',
    path: '/api/admin/catalogue/sync',
    auth: 'admin',
    response: catalogueAdmin.adminCatalogueSchema,
    limits: { unlimited: SIGNED_IN },
    grants: mergeAccess(CALLS_PROVIDER, CHANGES_CATALOGUE),
  },
  'set-bundle-state': {
    method: 'POST',
    path: '/api/admin/catalogue/bundles/{bundleId}/state',
    auth: 'admin',
    params: catalogueAdmin.bundlePathSchema,
    request: catalogueAdmin.setStateRequestSchema,
    response: catalogueAdmin.adminCatalogueSchema,
    limits: { unlimited: SIGNED_IN },
    grants: CHANGES_CATALOGUE,
  },
  'set-zone-state': {
    method: 'POST',
    path: '/api/admin/catalogue/zones/{zone}/state',
    auth: 'admin',
    params: catalogueAdmin.zonePathSchema,
    request: catalogueAdmin.setStateRequestSchema,
    response: catalogueAdmin.adminCatalogueSchema,
    limits: { unlimited: SIGNED_IN },
    grants: CHANGES_CATALOGUE,
  },
  // A price below a bundle's cost: 409 with `fields` naming the cells, unless confirmBelowCost.
  'set-zone-pricing': {
    method: 'PUT',
    path: '/api/admin/catalogue/zones/{zone}/pricing',
    auth: 'admin',
    params: catalogueAdmin.zonePathSchema,
    request: catalogueAdmin.setZonePricingRequestSchema,
    response: catalogueAdmin.adminCatalogueSchema,
    limits: { unlimited: SIGNED_IN },
    grants: CHANGES_CATALOGUE,
  },
  'list-zone-price-versions': {
    method: 'GET',
    path: '/api/admin/catalogue/zones/{zone}/versions',
    auth: 'admin',
    params: catalogueAdmin.zonePathSchema,
    response: catalogueAdmin.zonePriceVersionsSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { catalogue: 'read' } },
  },
  // Restores an earlier version's prices as a new version (the history keeps both).
  'rollback-zone-pricing': {
    method: 'POST',
    path: '/api/admin/catalogue/zones/{zone}/rollback',
    auth: 'admin',
    params: catalogueAdmin.zonePathSchema,
    request: catalogueAdmin.rollbackZonePricingRequestSchema,
    response: catalogueAdmin.adminCatalogueSchema,
    limits: { unlimited: SIGNED_IN },
    grants: CHANGES_CATALOGUE,
  },
} as const satisfies Record<string, RouteContract>;
