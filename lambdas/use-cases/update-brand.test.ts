import { DEFAULT_BRAND, withDerivedShades, type BrandSettings } from '../../shared/brand/brand';
import type { BrandStore } from '../ports/brand-store';
import { ADMIN_CALLER, memoryAuditLog } from './fakes.test-support';
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
    const next = await updateBrand({ brands, edgeCache, audit: memoryAuditLog() }, ADMIN_CALLER, {
      name: 'Roam Far',
    });
    expect(next.name).toBe('Roam Far');
    expect(brands.saved).toEqual([next]);
    expect(edgeCache.invalidate.mock.calls).toEqual([[['/api/brand', '/api/support/contact']]]);
  });

  it('records who changed which fields of the brand, as they were and as they are', async () => {
    const audit = memoryAuditLog();
    // A brand saved before: its shades are derived already, so only the name changes.
    const brands = memoryBrand();
    await brands.put(withDerivedShades(DEFAULT_BRAND));
    await updateBrand({ brands, edgeCache: recordingEdgeCache(), audit }, ADMIN_CALLER, {
      name: 'Roam Far',
      tagline: DEFAULT_BRAND.tagline,
    });
    expect(audit.records()).toEqual([
      {
        kind: 'brand',
        action: 'update',
        actor: { id: 'admin-sub-1', email: 'boss@example.com' },
        subject: 'brand',
        before: { name: DEFAULT_BRAND.name },
        after: { name: 'Roam Far' },
      },
    ]);
  });

  it('leaves the cached brand alone when the save fails, and records nothing', async () => {
    const edgeCache = recordingEdgeCache();
    const audit = memoryAuditLog();
    await expect(
      updateBrand({ brands: memoryBrand({ failPut: true }), edgeCache, audit }, ADMIN_CALLER, {
        name: 'Roam Far',
      }),
    ).rejects.toThrow('table unavailable');
    expect(edgeCache.invalidate).not.toHaveBeenCalled();
    expect(audit.entries).toEqual([]);
  });
});
