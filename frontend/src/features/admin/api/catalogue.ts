import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCatalogue } from '@shared/api/catalogue-admin.schema';
import type { RequestOf } from '@shared/api/routes';
import { apiRequest } from '@/lib/api-client';
import { adminKey } from './admin-query-key';

const catalogueKey = adminKey('catalogue');
const versionsKey = (zone: string) => adminKey('catalogue', 'versions', zone);

/** GET /api/admin/catalogue: the operator's whole view (bundles, zones, prices, last sync). */
export function useAdminCatalogue() {
  return useQuery({
    queryKey: catalogueKey,
    queryFn: ({ signal }) => apiRequest('get-admin-catalogue', { signal }),
  });
}

/** GET /api/admin/catalogue/zones/{zone}/versions: a zone's price versions, newest first. */
export function useZonePriceVersions(zone: string) {
  return useQuery({
    queryKey: versionsKey(zone),
    queryFn: ({ signal }) => apiRequest('list-zone-price-versions', { params: { zone }, signal }),
  });
}

/**
 * Every change answers the operator's whole view, which replaces the one held; a change of prices
 * also adds a version to the zone's history, read again.
 */
function useCatalogueChange<V>(
  change: (variables: V) => Promise<AdminCatalogue>,
  zoneOf?: (variables: V) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (catalogue, variables) => {
      queryClient.setQueryData(catalogueKey, catalogue);
      if (zoneOf) return queryClient.invalidateQueries({ queryKey: versionsKey(zoneOf(variables)) });
      return undefined;
    },
  });
}

/** POST /api/admin/catalogue/sync: imports the provider's product list now. */
export function useSyncCatalogue() {
  return useCatalogueChange(() => apiRequest('sync-catalogue'));
}

/** POST /api/admin/catalogue/bundles/{bundleId}/state: activate or withdraw a bundle. */
export function useSetBundleState() {
  return useCatalogueChange(({ bundleId, state }: { bundleId: string } & RequestOf<'set-bundle-state'>) =>
    apiRequest('set-bundle-state', { params: { bundleId }, body: { state } }),
  );
}

/** POST /api/admin/catalogue/zones/{zone}/state: sell a zone, or withdraw it. */
export function useSetZoneState() {
  return useCatalogueChange(({ zone, state }: { zone: string } & RequestOf<'set-zone-state'>) =>
    apiRequest('set-zone-state', { params: { zone }, body: { state } }),
  );
}

/** PUT /api/admin/catalogue/zones/{zone}/pricing: a zone's table or rule (409 below cost unless confirmed). */
export function useSetZonePricing() {
  return useCatalogueChange(
    ({ zone, ...body }: { zone: string } & RequestOf<'set-zone-pricing'>) =>
      apiRequest('set-zone-pricing', { params: { zone }, body }),
    ({ zone }) => zone,
  );
}

/** POST /api/admin/catalogue/zones/{zone}/rollback: an earlier version's prices as a new version. */
export function useRollbackZonePricing() {
  return useCatalogueChange(
    ({ zone, ...body }: { zone: string } & RequestOf<'rollback-zone-pricing'>) =>
      apiRequest('rollback-zone-pricing', { params: { zone }, body }),
    ({ zone }) => zone,
  );
}
