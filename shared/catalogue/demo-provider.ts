import catalogueBundles from './data/bundles.json';
import catalogueZones from './data/zones.json';
import demoProvider from './data/demo-provider.json';

/**
 * The simulated provider (the local eSIM simulator): its product list, shared so that the local
 * seed, the simulator and the tests agree on it. A deployed shop's products come from its provider.
 */

/** One product of the simulated provider's list (GET /account/products). */
export interface SimulatedProduct {
  productId: string;
  bundleId: string;
  name: string;
  zone: string;
  /** ISO alpha-2 codes of the countries the bundle works in. */
  countries: string[];
  mb: number;
  days: number;
  /** What the reseller pays the provider, net euro cents. */
  wholesaleCostCents: number;
}

const sizeName = (mb: number) => (mb < 1024 ? `${mb}MB` : `${Number((mb / 1024).toFixed(2))}GB`);
const countriesOf = new Map(catalogueZones.zones.map((zone) => [zone.name, zone.countries]));

/**
 * The simulated provider's product list: every bundle of the spec's catalogue (active or not: the
 * provider offers them all, the shop decides what it sells) with its wholesale cost, and the
 * products the shop's defaults do not list yet (`newProducts` of demo-provider.json), which a sync
 * brings in inactive.
 */
export const SIMULATED_PRODUCTS: readonly SimulatedProduct[] = [
  ...catalogueBundles.bundles.map((row) => ({
    productId: row['Bundle ID'],
    bundleId: row['Bundle ID'],
    name: `${row.BundleZone} ${sizeName(row['Bundle Value (MB)'])} ${row['Bundle Validity Period (Days)']} days`,
    zone: row.BundleZone,
    countries: countriesOf.get(row.BundleZone) ?? [],
    mb: row['Bundle Value (MB)'],
    days: row['Bundle Validity Period (Days)'],
    wholesaleCostCents: (demoProvider.costs as Record<string, number>)[row['Bundle ID']] ?? 0,
  })),
  ...demoProvider.newProducts.map((product) => ({
    productId: product.bundleId,
    countries: countriesOf.get(product.zone) ?? [],
    ...product,
  })),
];
