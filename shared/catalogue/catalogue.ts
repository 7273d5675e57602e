import type { Country } from './countries';

export const PRICE_TIERS = ['512MB', '1GB', '3GB', '5GB', '10GB', '20GB', '50GB'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

export type CatalogueRow = {
  BundleZone: string;
  BundleStatus: string;
  'Bundle ID': string;
  'Bundle Value (MB)': number;
  'Bundle Validity Period (Days)': number;
};

export type PriceTable = {
  esim: Record<PriceTier, number>;
  topup: Record<PriceTier, number>;
};

export type Zone = { name: string; countries: Country[] };

export type Catalogue = {
  version: string;
  zones: Zone[];
  bundles: CatalogueRow[];
  prices: Record<string, PriceTable>;
};

/** The three data files as they are stored; zones name their countries by alpha-2 code. */
export type CatalogueFiles = {
  zones: { version: string; zones: { name: string; countries: string[] }[] };
  bundles: { version: string; bundles: CatalogueRow[] };
  prices: { version: string; prices: Record<string, PriceTable> };
};

const isActive = (row: CatalogueRow) => row.BundleStatus === 'Active';

/** Zones a visitor may see: those with at least one Active bundle and a price table. */
export function visibleZones(catalogue: Catalogue): Zone[] {
  const withActive = new Set(catalogue.bundles.filter(isActive).map((row) => row.BundleZone));
  return catalogue.zones.filter((zone) => withActive.has(zone.name) && zone.name in catalogue.prices);
}

/** Active bundles of visible zones: the only ones that can be offered and sold. */
export function activeBundles(catalogue: Catalogue): CatalogueRow[] {
  const visible = new Set(visibleZones(catalogue).map((zone) => zone.name));
  return catalogue.bundles.filter((row) => isActive(row) && visible.has(row.BundleZone));
}

/** The sellable bundle with this id, or null (unknown, inactive or in a hidden zone). */
export function findBundle(catalogue: Catalogue, bundleId: string): CatalogueRow | null {
  return activeBundles(catalogue).find((row) => row['Bundle ID'] === bundleId) ?? null;
}

/**
 * What of the catalogue can be offered: visible zones, their active bundles and their price tables.
 * Everything a visitor sees reads the catalogue through `visibleZones`, `activeBundles` and
 * `findBundle`, which answer the same on this as on the whole catalogue; the rest (retired zones,
 * inactive bundles) only the server needs.
 */
export function sellableCatalogue(catalogue: Catalogue): Catalogue {
  const zones = visibleZones(catalogue);
  return {
    version: catalogue.version,
    zones,
    bundles: activeBundles(catalogue),
    prices: Object.fromEntries(zones.map((zone) => [zone.name, catalogue.prices[zone.name]!])),
  };
}
