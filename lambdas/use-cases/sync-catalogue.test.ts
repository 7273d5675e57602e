import { SIMULATED_PRODUCTS } from '../../shared/catalogue/demo-provider';
import { catalogueAdminDeps, seededCatalogueStore } from './catalogue-store.test-support';
import { ADMIN_CALLER, memoryAuditLog } from './fakes.test-support';
import { syncCatalogue } from './sync-catalogue';

const operator = { kind: 'operator' as const, caller: ADMIN_CALLER };
const answering = (body: unknown) => ({ list: () => Promise.resolve(structuredClone(body)) });

describe('syncCatalogue', () => {
  it('adds a new bundle inactive, withdraws and flags a dropped one, updates costs', async () => {
    const store = seededCatalogueStore();
    const audit = memoryAuditLog();
    const products = SIMULATED_PRODUCTS.filter((p) => p.bundleId !== '01040_3').map((p) =>
      p.bundleId === '01032_5' ? { ...p, wholesaleCostCents: 170 } : p,
    );
    const view = await syncCatalogue(
      { ...catalogueAdminDeps(store, audit), products: answering(products) },
      operator,
    );

    expect(view.lastSync).toMatchObject({
      outcome: 'succeeded',
      trigger: 'operator',
      by: 'boss@example.com',
      added: ['01300_1'],
      dropped: ['01040_3'],
      error: null,
    });
    expect(view.bundles.find((b) => b.id === '01300_1')).toMatchObject({
      state: 'inactive',
      costCents: 321,
      flags: ['new-from-provider'],
      sellable: false,
    });
    expect(view.bundles.find((b) => b.id === '01040_3')).toMatchObject({
      state: 'withdrawn',
      offeredByProvider: false,
      flags: ['dropped-by-provider'],
      sellable: false,
    });
    expect(view.bundles.find((b) => b.id === '01032_5')?.costCents).toBe(170);
    // The shop stops selling the dropped bundle and does not sell the new one yet.
    const rows = store.published!.catalogue.bundles;
    expect(rows.find((r) => r['Bundle ID'] === '01040_3')?.BundleStatus).toBe('Withdrawn');
    expect(rows.find((r) => r['Bundle ID'] === '01300_1')?.BundleStatus).toBe('Inactive');
    expect(audit.records()).toEqual([
      expect.objectContaining({
        kind: 'catalogue',
        action: 'sync',
        after: expect.objectContaining({ added: ['01300_1'] }),
      }),
    ]);
  });

  it.each([
    ['not a list', { products: 'unavailable' }],
    ['an empty list', []],
    ['a product without a cost', [{ ...SIMULATED_PRODUCTS[0], wholesaleCostCents: undefined }]],
    ['a negative cost', [{ ...SIMULATED_PRODUCTS[0], wholesaleCostCents: -5 }]],
    ['a bundle twice', [SIMULATED_PRODUCTS[0], SIMULATED_PRODUCTS[0]]],
  ])('records a failed sync for %s and changes nothing else', async (_what, body) => {
    const store = seededCatalogueStore();
    const before = structuredClone(store.state!);
    const view = await syncCatalogue({ ...catalogueAdminDeps(store), products: answering(body) }, operator);
    expect(view.lastSync).toMatchObject({ outcome: 'failed', added: [], dropped: [], costChanges: 0 });
    expect(view.lastSync?.error).toMatch(/Malformed product list|no products|twice/);
    expect({ ...store.state!, lastSync: null, revision: 0, publishedAt: '' }).toEqual({
      ...before,
      lastSync: null,
      revision: 0,
      publishedAt: '',
    });
  });

  it('records a provider that fails or times out as a failed sync, on the schedule without an audit entry', async () => {
    const store = seededCatalogueStore();
    const audit = memoryAuditLog();
    const timedOut = { list: () => Promise.reject(new Error('timed out after 8000 ms')) };
    const view = await syncCatalogue(
      { ...catalogueAdminDeps(store, audit), products: timedOut },
      { kind: 'schedule' },
    );
    expect(view.lastSync).toMatchObject({ outcome: 'failed', trigger: 'schedule', by: null });
    expect(view.lastSync?.error).toContain('timed out after 8000 ms');
    expect(store.state?.bundles).toEqual(seededCatalogueStore().state?.bundles);
    expect(audit.records()).toEqual([]);
  });
});
