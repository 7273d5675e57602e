import { DEFAULT_BRAND, type BrandSettings } from '../../shared/brand/brand';
import { LocalEdgeCache } from '../adapters/local-edge-cache';
import type { BrandStore } from '../ports/brand-store';
import { updateBrand } from './update-brand';

/** A brand row in memory; `failPut` makes the save fail. */
function memoryBrand(options: { failPut?: boolean } = {}): BrandStore & { saved: BrandSettings[] } {
  const saved: BrandSettings[] = [];
  return {
    saved,
    get: async () => saved.at(-1) ?? DEFAULT_BRAND,
    put: async (brand) => {
      if (options.failPut) throw new Error('table unavailable');
      saved.push(brand);
    },
  };
}

describe('updateBrand', () => {
  it("saves the merged brand and then drops the CDN's copy of /api/brand", async () => {
    const brands = memoryBrand();
    const edgeCache = new LocalEdgeCache();
    const next = await updateBrand({ brands, edgeCache }, { name: 'Roam Far' });
    expect(next.name).toBe('Roam Far');
    expect(brands.saved).toEqual([next]);
    expect(edgeCache.invalidated).toEqual([['/api/brand']]);
  });

  it('leaves the cached brand alone when the save fails', async () => {
    const edgeCache = new LocalEdgeCache();
    await expect(
      updateBrand({ brands: memoryBrand({ failPut: true }), edgeCache }, { name: 'Roam Far' }),
    ).rejects.toThrow('table unavailable');
    expect(edgeCache.invalidated).toEqual([]);
  });
});
