import type { MarginRule, PriceVersion } from '../api/catalogue-admin.schema';
import type { CatalogueFiles } from './catalogue';
import {
  publishCatalogue,
  publishedVersion,
  type OperatorCatalogue,
  type PriceVersionRecord,
  type PublishedCatalogue,
} from './operator-catalogue';

/** Who the price history names for the shop's defaults. */
export const SEED_ACTOR = 'seed';

export interface CatalogueSeed {
  catalogue: OperatorCatalogue;
  /** Version 1 of each priced zone, set by the seed. */
  versions: PriceVersionRecord[];
}

const sizeName = (mb: number) => (mb < 1024 ? `${mb}MB` : `${Number((mb / 1024).toFixed(2))}GB`);

/**
 * The operator's catalogue as a new shop starts: the spec's bundles (its 35 active ones active),
 * its zones (active where they have an active bundle), the shipped price tables (the spec's Europe
 * prices) and, where given, costs and rules for the zones without a table. Each priced zone's
 * prices are version 1, set by the seed.
 */
export function seedCatalogue(
  files: CatalogueFiles,
  options: { at: string; costs?: Readonly<Record<string, number>>; rule?: MarginRule },
): CatalogueSeed {
  const rows = files.bundles.bundles;
  const activeZones = new Set(
    rows.filter((row) => row.BundleStatus === 'Active').map((row) => row.BundleZone),
  );
  const versions: PriceVersionRecord[] = [];
  const zones = files.zones.zones.map((zone) => {
    const table = files.prices.prices[zone.name];
    const active = activeZones.has(zone.name);
    const pricing = table
      ? { kind: 'table' as const, esim: { ...table.esim }, topup: { ...table.topup } }
      : active && options.rule
        ? options.rule
        : null;
    if (pricing) versions.push(seedVersion(zone.name, pricing, options.at));
    return {
      name: zone.name,
      countries: [...zone.countries],
      state: active ? ('active' as const) : ('inactive' as const),
      pricing,
      priceVersion: pricing ? 1 : 0,
    };
  });
  const bundles = rows.map((row) => ({
    id: row['Bundle ID'],
    name: `${row.BundleZone} ${sizeName(row['Bundle Value (MB)'])} ${row['Bundle Validity Period (Days)']} days`,
    zone: row.BundleZone,
    dataMb: row['Bundle Value (MB)'],
    days: row['Bundle Validity Period (Days)'],
    costCents: options.costs?.[row['Bundle ID']] ?? null,
    state: row.BundleStatus === 'Active' ? ('active' as const) : ('inactive' as const),
    offeredByProvider: true,
    newFromProvider: false,
  }));
  return { catalogue: { revision: 1, bundles, zones, lastSync: null, publishedAt: options.at }, versions };
}

function seedVersion(zone: string, after: PriceVersion['after'], at: string): PriceVersionRecord {
  return {
    zone,
    version: 1,
    at,
    by: SEED_ACTOR,
    change: 'seed',
    rolledBackTo: null,
    before: null,
    after,
    cells: [],
  };
}

/** When the shipped defaults were released: the seed's time when nothing else says one. */
export const seedTime = (files: CatalogueFiles) => `${files.bundles.version}T00:00:00.000Z`;

/** The catalogue a seed publishes. */
export const publishSeed = (seed: CatalogueSeed): PublishedCatalogue =>
  publishCatalogue(seed.catalogue, publishedVersion(seed.catalogue.revision));
