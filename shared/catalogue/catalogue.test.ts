import bundlesFile from './data/bundles.json';
import pricesFile from './data/prices.json';
import zonesFile from './data/zones.json';
import { activeBundles, findBundle, sellableCatalogue, visibleZones, type CatalogueFiles } from './catalogue';
import { loadCatalogue, SHIPPED_CATALOGUE_FILES } from './shipped-catalogue';
import { buildCatalogue } from './catalogue-files';
import { publishSeed, seedCatalogue } from './catalogue-seed';
import { DEMO_PROVIDER_COSTS } from './local-seed';
import { priceTierFor } from '../pricing/pricing';

const catalogue = loadCatalogue();
const files = (): CatalogueFiles =>
  structuredClone({ zones: zonesFile, bundles: bundlesFile, prices: pricesFile });

const SPEC_ACTIVE_BUNDLES: Record<string, string> = {
  Europe:
    '01125_1 51200/60, 01032_1 20480/30, 01032_2 10240/15, 01032_3 5120/10, 01032_5 1024/7, 01032_6 512/2',
  'North America': '01038_1 10240/15, 01038_2 5120/10, 01038_4 1024/7, 01038_3 1024/5',
  'Central and South America':
    '01121_5 20480/30, 01121_4 10240/30, 01039_1 10240/15, 01121_3 5120/30, 01039_2 5120/10, 01121_2 3072/30, 01121_1 1024/30, 01039_3 1024/5',
  'Asia Pacific':
    '01122_5 20480/30, 01122_4 10240/30, 01040_1 10240/15, 01122_3 5120/30, 01040_2 5120/10, 01122_2 3072/30, 01122_1 1024/30, 01040_4 1024/7, 01040_3 1024/5',
  'Middle East': '01041_1 10240/15, 01041_2 5120/10, 01041_4 1024/7, 01041_3 1024/5',
  Africa: '01042_1 10240/15, 01042_2 5120/10, 01042_4 1024/7, 01042_3 1024/5',
};

describe('the shipped catalogue', () => {
  it('has the fourteen zones of the spec, each with known countries', () => {
    expect(catalogue.zones.map((zone) => zone.name)).toEqual([
      'Europe',
      'Europe2',
      'North America',
      'North America2',
      'Central and South America',
      'Central and South America2',
      'Asia Pacific',
      'Middle East',
      'Middle East2',
      'Africa',
      'Africa2',
      'World1',
      'World2',
      'World3',
    ]);
    for (const zone of catalogue.zones) expect(zone.countries.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(SPEC_ACTIVE_BUNDLES))(
    'sells exactly the spec’s active bundles in %s',
    (zone, list) => {
      const rows = activeBundles(catalogue)
        .filter((row) => row.BundleZone === zone)
        .map(
          (row) => `${row['Bundle ID']} ${row['Bundle Value (MB)']}/${row['Bundle Validity Period (Days)']}`,
        );
      expect(rows.join(', ')).toBe(list);
    },
  );

  it('sells nothing outside those six zones', () => {
    const zones = new Set(activeBundles(catalogue).map((row) => row.BundleZone));
    expect([...zones].sort()).toEqual(Object.keys(SPEC_ACTIVE_BUNDLES).sort());
  });

  it('keeps the Europe price table of the spec, in cents', () => {
    expect(catalogue.prices.Europe).toEqual({
      esim: { '512MB': 345, '1GB': 459, '3GB': 916, '5GB': 1373, '10GB': 2517, '20GB': 4803, '50GB': 11661 },
      topup: { '512MB': 114, '1GB': 229, '3GB': 686, '5GB': 1143, '10GB': 2286, '20GB': 4572, '50GB': 11431 },
    });
  });

  it("ships no price table but the spec's Europe one: no invented price", () => {
    expect(Object.keys(SHIPPED_CATALOGUE_FILES.prices.prices)).toEqual(['Europe']);
    expect(JSON.stringify(SHIPPED_CATALOGUE_FILES.prices)).not.toContain('sample');
  });

  it.each(['North America', 'Central and South America', 'Asia Pacific', 'Middle East', 'Africa'])(
    "prices %s locally by the seeded margin rule over the simulated provider's costs",
    (zone) => {
      const table = catalogue.prices[zone];
      for (const row of activeBundles(catalogue).filter((r) => r.BundleZone === zone)) {
        const tier = priceTierFor(row['Bundle Value (MB)']);
        const cost = DEMO_PROVIDER_COSTS[row['Bundle ID']]!;
        expect(table?.esim[tier]).toBeGreaterThanOrEqual(Math.ceil(cost * 1.4));
        expect((table?.esim[tier] ?? 0) % 100).toBe(99);
        expect(table?.topup[tier]).toBeGreaterThanOrEqual(cost);
        expect(table?.topup[tier]).toBeLessThan(table!.esim[tier]);
      }
    },
  );
});

describe('visibleZones', () => {
  it('shows only zones with an Active bundle and a price table', () => {
    expect(visibleZones(catalogue).map((zone) => zone.name)).toEqual([
      'Europe',
      'North America',
      'Central and South America',
      'Asia Pacific',
      'Middle East',
      'Africa',
    ]);
  });

  it('hides a zone whose bundles are all Inactive even when it has prices', () => {
    const data = files();
    data.prices.prices.Europe2 = data.prices.prices.Europe!;
    expect(visibleZones(buildCatalogue(data)).map((zone) => zone.name)).not.toContain('Europe2');
  });

  it("hides a zone with Active bundles but neither a price table nor a rule (a deployed shop's defaults)", () => {
    const defaults = publishSeed(seedCatalogue(files(), { at: '2025-03-05T00:00:00Z' })).catalogue;
    expect(visibleZones(defaults).map((zone) => zone.name)).toEqual(['Europe']);
    expect(activeBundles(defaults).some((row) => row.BundleZone === 'Africa')).toBe(false);
  });
});

describe('findBundle', () => {
  it.each([
    ['01032_3', 'Europe', 5120, 10],
    ['01038_3', 'North America', 1024, 5],
  ])('finds %s in %s', (id, zone, mb, days) => {
    expect(findBundle(catalogue, id)).toEqual({
      BundleZone: zone,
      BundleStatus: 'Active',
      'Bundle ID': id,
      'Bundle Value (MB)': mb,
      'Bundle Validity Period (Days)': days,
    });
  });

  it.each(['nope', '01043_1' /* an Inactive Europe2 row */, ''])('does not sell %j', (id) => {
    expect(findBundle(catalogue, id)).toBeNull();
  });
});

describe('sellableCatalogue', () => {
  const sellable = sellableCatalogue(catalogue);

  it('answers every question a visitor can ask as the whole catalogue does', () => {
    expect(visibleZones(sellable)).toEqual(visibleZones(catalogue));
    expect(activeBundles(sellable)).toEqual(activeBundles(catalogue));
    for (const row of catalogue.bundles) {
      expect(findBundle(sellable, row['Bundle ID'])).toEqual(findBundle(catalogue, row['Bundle ID']));
    }
    for (const zone of visibleZones(catalogue))
      expect(sellable.prices[zone.name]).toEqual(catalogue.prices[zone.name]);
  });

  it('leaves out retired zones, inactive bundles and their prices', () => {
    expect(sellable.zones.map((zone) => zone.name)).not.toContain('World1');
    expect(sellable.bundles.every((row) => row.BundleStatus === 'Active')).toBe(true);
    expect(sellable.bundles.length).toBeLessThan(catalogue.bundles.length);
    expect(Object.keys(sellable.prices).sort()).toEqual(sellable.zones.map((zone) => zone.name).sort());
  });

  it('keeps a zone with a price table but nothing active out, as the whole catalogue hides it', () => {
    const data = files();
    data.prices.prices.Europe2 = data.prices.prices.Europe!;
    expect(Object.keys(sellableCatalogue(buildCatalogue(data)).prices)).not.toContain('Europe2');
  });
});

describe('buildCatalogue', () => {
  it('accepts the shipped files, which the product resolves without validating at run time', () => {
    expect(buildCatalogue(SHIPPED_CATALOGUE_FILES)).toEqual(loadCatalogue());
  });

  it('refuses files of different versions', () => {
    const data = files();
    data.prices.version = 'other';
    expect(() => buildCatalogue(data)).toThrow('different versions');
  });

  it('refuses a duplicated Bundle ID', () => {
    const data = files();
    data.bundles.bundles.push({ ...data.bundles.bundles[0]! });
    expect(() => buildCatalogue(data)).toThrow('appears twice');
  });

  it('refuses a country code ISO does not know', () => {
    const data = files();
    data.zones.zones[0]!.countries.push('QQ');
    expect(() => buildCatalogue(data)).toThrow('Unknown country code');
  });

  it('refuses a negative price', () => {
    const data = files();
    data.prices.prices.Europe!.esim['5GB'] = -1;
    expect(() => buildCatalogue(data)).toThrow();
  });
});
