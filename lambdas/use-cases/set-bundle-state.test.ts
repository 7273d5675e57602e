import { SIMULATED_PRODUCTS } from '../../shared/catalogue/demo-provider';
import { findBundle } from '../../shared/catalogue/catalogue';
import { catalogueAdminDeps, seededCatalogueStore } from './catalogue-store.test-support';
import { ADMIN_CALLER, memoryAuditLog } from './fakes.test-support';
import { setBundleState } from './set-bundle-state';
import { setZoneState } from './set-zone-state';
import { syncCatalogue } from './sync-catalogue';

const operator = { kind: 'operator' as const, caller: ADMIN_CALLER };

describe('setBundleState and setZoneState', () => {
  it('activating a new bundle sells it at its zone’s price; withdrawing it stops that', async () => {
    const store = seededCatalogueStore();
    const audit = memoryAuditLog();
    const deps = catalogueAdminDeps(store, audit);
    await syncCatalogue({ ...deps, products: { list: async () => SIMULATED_PRODUCTS } }, operator);
    expect(findBundle(store.published!.catalogue, '01300_1')).toBeNull();

    const view = await setBundleState(deps, ADMIN_CALLER, '01300_1', 'active');
    // 2 GB: Europe's 3 GB tier of the spec's table.
    expect(view.bundles.find((b) => b.id === '01300_1')).toMatchObject({
      sellable: true,
      priceCents: 916,
      flags: [],
    });
    expect(findBundle(store.published!.catalogue, '01300_1')).not.toBeNull();

    await setBundleState(deps, ADMIN_CALLER, '01300_1', 'withdrawn');
    expect(findBundle(store.published!.catalogue, '01300_1')).toBeNull();
    expect(audit.records().map((r) => [r.kind, r.action, r.subject, r.after])).toEqual([
      ['catalogue', 'sync', 'provider', expect.anything()],
      ['catalogue', 'activate-bundle', '01300_1', { state: 'active' }],
      ['catalogue', 'withdraw-bundle', '01300_1', { state: 'withdrawn' }],
    ]);
  });

  it('refuses to activate a bundle the provider dropped (409) and an unknown one (404)', async () => {
    const store = seededCatalogueStore();
    const deps = catalogueAdminDeps(store);
    const products = SIMULATED_PRODUCTS.filter((p) => p.bundleId !== '01038_3');
    await syncCatalogue({ ...deps, products: { list: async () => products } }, operator);
    await expect(setBundleState(deps, ADMIN_CALLER, '01038_3', 'active')).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(setBundleState(deps, ADMIN_CALLER, 'nope', 'active')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('a withdrawn zone sells none of its bundles and disappears from the published catalogue', async () => {
    const store = seededCatalogueStore();
    const view = await setZoneState(catalogueAdminDeps(store), ADMIN_CALLER, 'Middle East', 'withdrawn');
    expect(view.zones.find((z) => z.name === 'Middle East')).toMatchObject({
      state: 'withdrawn',
      sellable: false,
    });
    expect(store.published!.catalogue.prices['Middle East']).toBeUndefined();
    expect(findBundle(store.published!.catalogue, '01041_1')).toBeNull();
    await setZoneState(catalogueAdminDeps(store), ADMIN_CALLER, 'Middle East', 'active');
    expect(findBundle(store.published!.catalogue, '01041_1')).not.toBeNull();
  });
});
