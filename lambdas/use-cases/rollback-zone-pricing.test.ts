import type { ZonePricing } from '../../shared/api/catalogue-admin.schema';
import { catalogueAdminDeps, seededCatalogueStore } from './catalogue-store.test-support';
import { ADMIN_CALLER, memoryAuditLog } from './fakes.test-support';
import { listZonePriceVersions } from './list-zone-price-versions';
import { rollbackZonePricing } from './rollback-zone-pricing';
import { setZonePricing } from './set-zone-pricing';

const rule = (marginPercent: number): ZonePricing => ({ kind: 'rule', marginPercent, ending: 99 });

describe('rollbackZonePricing', () => {
  it("restores an earlier version's prices as a new version, keeping the whole history", async () => {
    const store = seededCatalogueStore();
    const audit = memoryAuditLog();
    const deps = catalogueAdminDeps(store, audit);
    const seeded = store.published?.catalogue.prices['Asia Pacific'];
    await setZonePricing(deps, ADMIN_CALLER, 'Asia Pacific', { pricing: rule(80) });
    expect(store.published?.catalogue.prices['Asia Pacific']).not.toEqual(seeded);

    const view = await rollbackZonePricing(deps, ADMIN_CALLER, 'Asia Pacific', { version: 1 });
    expect(view.zones.find((z) => z.name === 'Asia Pacific')).toMatchObject({
      priceVersion: 3,
      pricing: { kind: 'rule', marginPercent: 40, ending: 99 },
    });
    expect(store.published?.catalogue.prices['Asia Pacific']).toEqual(seeded);
    const { versions } = await listZonePriceVersions(deps, 'Asia Pacific');
    expect(versions.map((v) => [v.version, v.change, v.rolledBackTo])).toEqual([
      [3, 'rollback', 1],
      [2, 'set', null],
      [1, 'seed', null],
    ]);
    expect(versions[0]).toMatchObject({ before: rule(80), after: rule(40) });
    expect(audit.records().map((r) => [r.kind, r.action, r.subject])).toEqual([
      ['prices', 'set', 'Asia Pacific'],
      ['prices', 'rollback', 'Asia Pacific'],
    ]);
  });

  it('answers 404 for a version the zone never had, and writes nothing', async () => {
    const store = seededCatalogueStore();
    await expect(
      rollbackZonePricing(catalogueAdminDeps(store), ADMIN_CALLER, 'Europe', { version: 7 }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(store.saves).toBe(0);
  });

  it('refuses to restore prices that are now below cost unless confirmed', async () => {
    const store = seededCatalogueStore();
    const deps = catalogueAdminDeps(store);
    const europe = store.state!.zones.find((z) => z.name === 'Europe')!.pricing!;
    if (europe.kind !== 'table') throw new Error('Europe has a table');
    await setZonePricing(deps, ADMIN_CALLER, 'Europe', {
      pricing: { ...europe, esim: { ...europe.esim, '1GB': 100 } },
      confirmBelowCost: true,
    });
    await setZonePricing(deps, ADMIN_CALLER, 'Europe', { pricing: europe });
    await expect(rollbackZonePricing(deps, ADMIN_CALLER, 'Europe', { version: 2 })).rejects.toMatchObject({
      statusCode: 409,
    });
    await rollbackZonePricing(deps, ADMIN_CALLER, 'Europe', { version: 2, confirmBelowCost: true });
    expect(store.published?.catalogue.prices['Europe']?.esim['1GB']).toBe(100);
  });
});
