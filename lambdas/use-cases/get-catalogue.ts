import type { CatalogueResponse } from '../../shared/api/catalogue.schema';
import { activeBundles, visibleZones, type Catalogue } from '../../shared/catalogue/catalogue';

/** What the planner needs: visible zones, their active bundles and their price tables. */
export function getCatalogue(catalogue: Catalogue): CatalogueResponse {
  const zones = visibleZones(catalogue);
  const prices = Object.fromEntries(
    zones.flatMap((zone) => {
      const table = catalogue.prices[zone.name];
      return table ? [[zone.name, table]] : [];
    }),
  );
  return { version: catalogue.version, zones, bundles: activeBundles(catalogue), prices };
}
