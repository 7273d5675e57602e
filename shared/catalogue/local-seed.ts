import type { MarginRule } from '../api/catalogue-admin.schema';
import type { CatalogueFiles } from './catalogue';
import { seedCatalogue, type CatalogueSeed } from './catalogue-seed';
import demoProvider from './data/demo-provider.json';

// A local shop's seed (`npm start`, the tests, the SPA build's first view), apart from the defaults
// a deployed shop falls back to, so the functions do not carry the simulated provider's data.

/**
 * The rule a local shop prices its zones without a table by: the simulated provider's cost plus 40 %,
 * rounded up to .99. A deployed shop has no such rule: a zone the operator has not priced is not sold.
 */
export const LOCAL_SEED_RULE: MarginRule = { kind: 'rule', marginPercent: 40, ending: 99 };

/** The simulated provider's wholesale costs (net cents) by bundle id: the local simulator's data. */
export const DEMO_PROVIDER_COSTS: Readonly<Record<string, number>> = demoProvider.costs;

/** Products the simulated provider offers that the shop's defaults do not list (a sync adds them). */
export const DEMO_PROVIDER_NEW_PRODUCTS = demoProvider.newProducts;

/** A local shop's seed: the defaults, the simulated provider's costs and the local rule. */
export function localSeedCatalogue(files: CatalogueFiles, at: string): CatalogueSeed {
  return seedCatalogue(files, { at, costs: DEMO_PROVIDER_COSTS, rule: LOCAL_SEED_RULE });
}
