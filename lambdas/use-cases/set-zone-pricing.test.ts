import type { ZonePricing } from '../../shared/api/catalogue-admin.schema';
import type { HttpError } from '../lib/errors';
import {
  catalogueAdminDeps,
  CATALOGUE_NOW,
  MemoryCatalogueStore,
  seededCatalogueStore,
} from './catalogue-store.test-support';
import { ADMIN_CALLER, memoryAuditLog } from './fakes.test-support';
import { listZonePriceVersions } from './list-zone-price-versions';
import { setZonePricing } from './set-zone-pricing';

const EUROPE_ESIM = {
  '512MB': 345,
  '1GB': 459,
  '3GB': 916,
  '5GB': 1373,
  '10GB': 2517,
  '20GB': 4803,
  '50GB': 11661,
};
const EUROPE_TOPUP = {
  '512MB': 114,
  '1GB': 229,
  '3GB': 686,
  '5GB': 1143,
  '10GB': 2286,
  '20GB': 4572,
  '50GB': 11431,
};
const europeTable = (esim: Partial<typeof EUROPE_ESIM> = {}): ZonePricing => ({
  kind: 'table',
  esim: { ...EUROPE_ESIM, ...esim },
  topup: EUROPE_TOPUP,
});

describe('setZonePricing', () => {
  it("saves a shop's first change with its defaults' history: Europe's 1 GB as version 2 after the seed's", async () => {
    const store = new MemoryCatalogueStore();
    const audit = memoryAuditLog();
    const view = await setZonePricing(catalogueAdminDeps(store, audit), ADMIN_CALLER, 'Europe', {
      pricing: europeTable({ '1GB': 499 }),
    });
    expect(view.zones.find((z) => z.name === 'Europe')).toMatchObject({ priceVersion: 2 });
    // Published at once: the shop sells the new price from this save on.
    expect(store.published?.catalogue.prices['Europe']?.esim['1GB']).toBe(499);
    const history = await listZonePriceVersions({ catalogues: store }, 'Europe');
    expect(history.current).toBe(2);
    expect(history.versions.map((v) => [v.version, v.by, v.change])).toEqual([
      [2, 'boss@example.com', 'set'],
      [1, 'seed', 'seed'],
    ]);
    expect(history.versions[0]).toMatchObject({
      at: CATALOGUE_NOW.toISOString(),
      cells: [{ kind: 'esim', tier: '1GB', before: 459, after: 499 }],
    });
    expect(audit.records()).toEqual([
      expect.objectContaining({
        kind: 'prices',
        action: 'set',
        subject: 'Europe',
        actor: { id: ADMIN_CALLER.sub, email: ADMIN_CALLER.email },
        before: expect.objectContaining({ version: 1 }),
        after: expect.objectContaining({ version: 2 }),
      }),
    ]);
  });

  it('refuses a price below a bundle’s cost, naming the cell, and writes nothing; confirmed, it saves', async () => {
    const store = seededCatalogueStore();
    const deps = catalogueAdminDeps(store);
    // 01032_6 (512 MB) costs 76 cents at the simulated provider.
    const below = setZonePricing(deps, ADMIN_CALLER, 'Europe', { pricing: europeTable({ '512MB': 50 }) });
    await expect(below).rejects.toMatchObject({ statusCode: 409, code: 'below_cost' });
    const error = (await below.catch((e: unknown) => e)) as HttpError;
    expect(Object.keys(error.fields ?? {})).toEqual(['esim.512MB']);
    expect(store.saves).toBe(0);
    const view = await setZonePricing(deps, ADMIN_CALLER, 'Europe', {
      pricing: europeTable({ '512MB': 50 }),
      confirmBelowCost: true,
    });
    expect(view.bundles.find((b) => b.id === '01032_6')).toMatchObject({
      priceCents: 50,
      costCents: 76,
      flags: ['below-cost'],
    });
  });

  it('prices a zone by a rule: cost plus the margin, rounded up to the ending, for its active bundles', async () => {
    const store = seededCatalogueStore();
    const view = await setZonePricing(catalogueAdminDeps(store), ADMIN_CALLER, 'Africa', {
      pricing: { kind: 'rule', marginPercent: 25, ending: 49 },
    });
    // 01042_4 (1 GB, 7 days) costs 518 (the most of the 1 GB tier): 518 × 1.25 = 647.5 → 6.49; its
    // top-up, the price less the profile (417.5), would be below cost: the cost, rounded up → 5.49.
    expect(view.bundles.find((b) => b.id === '01042_4')).toMatchObject({
      costCents: 518,
      priceCents: 649,
      topUpPriceCents: 549,
      marginPercent: 25.3,
    });
    expect(store.published?.catalogue.prices['Africa']?.esim['1GB']).toBe(649);
  });

  it('changes nothing for the prices the zone already has', async () => {
    const store = seededCatalogueStore();
    await setZonePricing(catalogueAdminDeps(store), ADMIN_CALLER, 'Europe', { pricing: europeTable() });
    expect(store.saves).toBe(0);
  });

  it('redoes the change on the newer catalogue when someone saved in between', async () => {
    const store = seededCatalogueStore();
    store.conflictsBeforeSave = 1;
    await setZonePricing(catalogueAdminDeps(store), ADMIN_CALLER, 'Europe', {
      pricing: europeTable({ '1GB': 479 }),
    });
    expect(store.saves).toBe(1);
    expect(store.state?.zones.find((z) => z.name === 'Europe')?.priceVersion).toBe(2);
  });

  it('answers 404 for a zone the catalogue does not have', async () => {
    await expect(
      setZonePricing(catalogueAdminDeps(seededCatalogueStore()), ADMIN_CALLER, 'Atlantis', {
        pricing: europeTable(),
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
