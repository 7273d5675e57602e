// The catalogue the product ships with, its country codes resolved to names through ISO's table.
// Kept apart from catalogue.ts so that code needing only the catalogue's types and queries (the
// browser, which gets the catalogue resolved at build time) does not load that table.
import type { Catalogue, CatalogueFiles } from './catalogue';
import { publishSeed, seedTime } from './catalogue-seed';
import { localSeedCatalogue } from './local-seed';
import { SHIPPED_CATALOGUE_FILES } from './shipped-files';

export { SHIPPED_CATALOGUE_FILES };

let shipped: Catalogue | undefined;

/**
 * The catalogue a fresh local shop sells (`npm start`): the shipped defaults, with the zones that
 * have no shipped table priced by the local seed's margin rule over the simulated provider's costs.
 * The SPA's build embeds it as the first view's data, and the tests use it as their catalogue. A
 * deployed shop sells what its operator published (the catalogue table), which the SPA fetches.
 */
export function loadCatalogue(): Catalogue {
  shipped ??= shippedSeedCatalogue(SHIPPED_CATALOGUE_FILES);
  return shipped;
}

/** The catalogue the local seed of `files` publishes. */
export function shippedSeedCatalogue(files: CatalogueFiles): Catalogue {
  return publishSeed(localSeedCatalogue(files, seedTime(files))).catalogue;
}
