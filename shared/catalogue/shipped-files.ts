import type { CatalogueFiles } from './catalogue';
import bundlesFile from './data/bundles.json';
import pricesFile from './data/prices.json';
import zonesFile from './data/zones.json';

/**
 * The catalogue's data files shipped with the product: the spec's bundles and zones and the shipped
 * price tables (Europe's); validated by its tests (catalogue-files.test.ts), not at run time.
 */
export const SHIPPED_CATALOGUE_FILES: CatalogueFiles = {
  zones: zonesFile,
  bundles: bundlesFile,
  prices: pricesFile as CatalogueFiles['prices'],
};
