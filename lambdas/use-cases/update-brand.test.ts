import { DEFAULT_BRAND, type BrandSettings } from '../../shared/brand/brand';
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

/** A CDN that records what it was asked to invalidate. */
const recordingEdgeCache = () => ({ invalidate: vi.fn(async (_paths: readonly string[]) => {}) });

describe('updateBrand', () => {
  it("saves the merged brand and then drops the CDN's copies of /api/brand and /support's address", async () => {
    const brands = memoryBrand();
    const edgeCache = recordingEdgeCache();
    const next = await updateBrand({ brands, edgeCache }, { name: 'Roam Far' });
    expect(next.name).toBe('Roam Far');
    expect(brands.saved).toEqual([next]);
    expect(edgeCache.invalidate.mock.calls).toEqual([[['/api/brand', '/api/support/contact']]]);
  });

  it('leaves the cached brand alone when the save fails', async () => {
    const edgeCache = recordingEdgeCache();
    await expect(
      updateBrand({ brands: memoryBrand({ failPut: true }), edgeCache }, { name: 'Roam Far' }),
    ).rejects.toThrow('table unavailable');
    expect(edgeCache.invalidate).not.toHaveBeenCalled();
  });
});
