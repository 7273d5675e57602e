import { visibleZones } from '../../shared/catalogue/catalogue';
import { seededCatalogueStore } from './catalogue-store.test-support';
import { cachedPublishedCatalogue } from './published-catalogue';

describe('cachedPublishedCatalogue', () => {
  it('reads the published catalogue once per cache time, then again', async () => {
    const store = seededCatalogueStore();
    const reads = vi.spyOn(store, 'readPublished');
    let now = 0;
    const read = cachedPublishedCatalogue(
      () => store,
      30_000,
      () => now,
    );
    const first = await read();
    await Promise.all([read(), read()]);
    now = 29_999;
    expect(await read()).toBe(first);
    expect(reads).toHaveBeenCalledTimes(1);
    store.published = { ...store.published!, version: 'r2' };
    now = 30_000;
    expect((await read()).version).toBe('r2');
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read', async () => {
    const store = seededCatalogueStore();
    vi.spyOn(store, 'readPublished').mockRejectedValueOnce(new Error('throttled'));
    const read = cachedPublishedCatalogue(
      () => store,
      30_000,
      () => 0,
    );
    await expect(read()).rejects.toThrow('throttled');
    expect((await read()).version).toBe('r1');
  });

  it("sells the shipped defaults while nothing is published: Europe's table only", async () => {
    const store = seededCatalogueStore();
    store.published = null;
    const { catalogue } = await cachedPublishedCatalogue(() => store, 30_000)();
    expect(visibleZones(catalogue).map((zone) => zone.name)).toEqual(['Europe']);
  });
});
