// The catalogue the product ships with, its country codes resolved to names through ISO's table.
// Kept apart from catalogue.ts so that code needing only the catalogue's types and queries (the
// browser, which gets the catalogue resolved at build time) does not load that table.
import type { Catalogue, CatalogueFiles } from './catalogue';
import { countryFromCode } from './countries';
import bundlesFile from './data/bundles.json';
import pricesFile from './data/prices.json';
import zonesFile from './data/zones.json';

/** Catalogue data with its country codes resolved; `catalogue-files.ts` validates data first. */
export function resolveCatalogue(files: CatalogueFiles): Catalogue {
  return {
    version: files.bundles.version,
    zones: files.zones.zones.map((zone) => ({
      name: zone.name,
      countries: zone.countries.map(countryFromCode),
    })),
    bundles: files.bundles.bundles,
    prices: files.prices.prices,
  };
}

let shipped: Catalogue | undefined;

/** The data files shipped with the product: validated by its tests (catalogue-files.test.ts), not at run time. */
export const SHIPPED_CATALOGUE_FILES: CatalogueFiles = {
  zones: zonesFile,
  bundles: bundlesFile,
  prices: pricesFile as CatalogueFiles['prices'],
};

/** The catalogue shipped with the product. */
export function loadCatalogue(): Catalogue {
  shipped ??= resolveCatalogue(SHIPPED_CATALOGUE_FILES);
  return shipped;
}
