import type { AdminCatalogue } from '../../shared/api/catalogue-admin.schema';
import { adminCatalogueView } from '../../shared/catalogue/operator-catalogue';
import { currentCatalogue, type CatalogueAdminDeps } from './catalogue-changes';

/** The operator's view of the catalogue: bundles with cost, price, margin, state and flags; zones; last sync. */
export async function getAdminCatalogue(
  deps: Pick<CatalogueAdminDeps, 'catalogues' | 'cacheSeconds'>,
): Promise<AdminCatalogue> {
  return adminCatalogueView((await currentCatalogue(deps.catalogues)).catalogue, deps);
}
