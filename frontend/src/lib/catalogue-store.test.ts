import shipped from 'virtual:shipped-catalogue';
import { shippedSeedCatalogue, SHIPPED_CATALOGUE_FILES } from '@shared/catalogue/shipped-catalogue';
import { fakeRoute } from '@/testing/mocks/contract';
import { server } from '@/testing/mocks/server';
import { sameOffer } from './catalogue-offer';
import { CatalogueStore } from './catalogue-store';

/** Counts the loads of the API contract (the zod schemas), which an unchanged catalogue must not need. */
const contractLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./api-contract', async (importOriginal) => {
  contractLoads.count += 1;
  return importOriginal();
});

/** What a fresh local shop's GET /api/catalogue answers: every zone and bundle, sold or not. */
const published = shippedSeedCatalogue(SHIPPED_CATALOGUE_FILES);

describe('the catalogue check after a page loads', () => {
  // First: the module counter sees the contract's first load in this file.
  it("keeps the build's catalogue when the API publishes the same offer, without loading any schema", async () => {
    expect(published.bundles.length).toBeGreaterThan(shipped.bundles.length);
    server.use(fakeRoute('get-catalogue', () => ({ json: published })));
    const store = new CatalogueStore();
    const changed = vi.fn();
    store.subscribe(changed);

    await store.refresh();

    expect(store.get()).toBe(shipped);
    expect(changed).not.toHaveBeenCalled();
    expect(contractLoads.count).toBe(0);
  });

  it("takes the operator's new price, checked against the route's schema", async () => {
    const europe = published.prices['Europe']!;
    const repriced = {
      ...published,
      prices: { ...published.prices, Europe: { ...europe, esim: { ...europe.esim, '1GB': 123 } } },
    };
    server.use(fakeRoute('get-catalogue', () => ({ json: repriced })));
    const store = new CatalogueStore();

    await store.refresh();

    expect(store.get().prices['Europe']!.esim['1GB']).toBe(123);
    expect(contractLoads.count).toBe(1);
  });
});

describe('sameOffer', () => {
  it('compares what can be sold, not what only the server needs', () => {
    const withdrawn = published.bundles.find((row) => row.BundleStatus !== 'Active')!;
    const renamedInactive = {
      ...published,
      bundles: published.bundles.map((row) => (row === withdrawn ? { ...row, 'Bundle Value (MB)': 1 } : row)),
    };
    expect(sameOffer(renamedInactive, shipped)).toBe(true);
    const firstActive = shipped.bundles[0]!['Bundle ID'];
    const oneLess = {
      ...published,
      bundles: published.bundles.filter((row) => row['Bundle ID'] !== firstActive),
    };
    expect(sameOffer(oneLess, shipped)).toBe(false);
  });

  it('is false for what is not a catalogue, which the schema then refuses', () => {
    expect(sameOffer(null, shipped)).toBe(false);
    expect(sameOffer({ version: shipped.version }, shipped)).toBe(false);
    expect(sameOffer('catalogue', shipped)).toBe(false);
  });
});
