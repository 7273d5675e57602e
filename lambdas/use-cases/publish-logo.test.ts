import { BRAND_MESSAGES, MAX_LOGO_BYTES } from '../../shared/api/brand.schema';
import { PUBLISHED_LOGO_URL } from '../../shared/brand/logo';
import type { AssetUploads, PendingUpload } from '../ports/asset-uploads';
import { ADMIN_CALLER, memoryAuditLog } from './fakes.test-support';
import { publishLogo, sniffImageType } from './publish-logo';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = new TextEncoder().encode('GIF89a....');
const WEBP = new TextEncoder().encode('RIFF\u0010\u0000\u0000\u0000WEBPVP8 ');
const EXE = new TextEncoder().encode('MZ\u0090\u0000\u0003 This program cannot be run in DOS mode');
const svg = (inner: string) =>
  new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`);
/** The logo of issue 30: a namespaced script element, which ran in Chromium past the old SVG check. */
const NAMESPACED_SCRIPT_SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>',
);

/** Brand-asset storage in memory: pending uploads by id, published files by name. */
class MemoryAssets implements AssetUploads {
  readonly pending = new Map<string, PendingUpload>();
  readonly published = new Map<string, { contentType: string; bytes: Uint8Array }>();
  readonly requests: Parameters<AssetUploads['createUpload']>[0][] = [];
  async createUpload(input: Parameters<AssetUploads['createUpload']>[0]) {
    this.requests.push(input);
    return { uploadUrl: `https://upload.example/brand-uploads/${input.id}` };
  }
  async readUpload(id: string, maxBytes: number) {
    const upload = this.pending.get(id);
    return upload ? { ...upload, bytes: upload.bytes.slice(0, maxBytes + 1) } : null;
  }
  async discardUpload(id: string) {
    this.pending.delete(id);
  }
  async publish(input: { name: string; contentType: string; bytes: Uint8Array }) {
    this.published.set(input.name, input);
    return `/brand-assets/${input.name}`;
  }
}

const ID = '7d1c2b8e-4c1f-4a8e-9a57-0a5d6c1e2f30';

describe('sniffImageType', () => {
  it.each([
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a GIF', GIF, 'image/gif'],
    ['a WebP', WEBP, 'image/webp'],
    ['a drawing-only SVG', svg('<circle cx="5" cy="5" r="4" fill="#2e75b6"/>'), null],
    ['an SVG with a namespaced script', NAMESPACED_SCRIPT_SVG, null],
    ['a Windows program', EXE, null],
    ['an empty file', new Uint8Array(), null],
    ['an HTML page', new TextEncoder().encode('<html><script>alert(1)</script></html>'), null],
  ])('%s is %s', (_, bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });
});

describe('publishLogo', () => {
  it('publishes a real PNG under a fresh name with its type, and removes the pending upload', async () => {
    const assets = new MemoryAssets();
    assets.pending.set(ID, { bytes: PNG, contentType: 'image/png' });

    const audit = memoryAuditLog();

    const { logoUrl } = await publishLogo({ assetUploads: assets, audit }, ADMIN_CALLER, { uploadId: ID });

    expect(logoUrl).toMatch(PUBLISHED_LOGO_URL);
    expect(logoUrl).toMatch(/^\/brand-assets\/logo-[0-9a-f-]{36}\.png$/);
    expect([...assets.published.values()]).toEqual([
      { name: expect.any(String), contentType: 'image/png', bytes: PNG },
    ]);
    expect(assets.pending.has(ID)).toBe(false);
    expect(audit.records()).toEqual([
      {
        kind: 'brand',
        action: 'publish-logo',
        actor: { id: 'admin-sub-1', email: 'boss@example.com' },
        subject: logoUrl,
        after: { logoUrl, contentType: 'image/png', bytes: PNG.length },
      },
    ]);
  });

  it.each([
    ['a renamed program', EXE, 'image/png'],
    ['a PNG uploaded as a JPEG', PNG, 'image/jpeg'],
    ['an SVG with script', svg('<script>alert(1)</script>'), 'image/svg+xml'],
    ['the SVG of issue 30, with a namespaced script', NAMESPACED_SCRIPT_SVG, 'image/svg+xml'],
    ['a drawing-only SVG', svg('<rect width="5" height="5"/>'), 'image/svg+xml'],
    ['an SVG uploaded as a PNG', svg('<rect width="5" height="5"/>'), 'image/png'],
  ])('refuses %s, publishes nothing and removes the upload', async (_, bytes, contentType) => {
    const assets = new MemoryAssets();
    assets.pending.set(ID, { bytes, contentType });

    const audit = memoryAuditLog();

    await expect(
      publishLogo({ assetUploads: assets, audit }, ADMIN_CALLER, { uploadId: ID }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: BRAND_MESSAGES.logoRefused,
    });
    expect(assets.published.size).toBe(0);
    expect(audit.entries).toEqual([]);
    expect(assets.pending.has(ID)).toBe(false);
  });

  it('refuses a file above the cap', async () => {
    const assets = new MemoryAssets();
    const big = new Uint8Array(MAX_LOGO_BYTES + 10);
    big.set(PNG);
    assets.pending.set(ID, { bytes: big, contentType: 'image/png' });

    await expect(
      publishLogo({ assetUploads: assets, audit: memoryAuditLog() }, ADMIN_CALLER, { uploadId: ID }),
    ).rejects.toMatchObject({
      message: BRAND_MESSAGES.logoTooLarge,
    });
    expect(assets.published.size).toBe(0);
  });

  it('says so when nothing was uploaded', async () => {
    await expect(
      publishLogo({ assetUploads: new MemoryAssets(), audit: memoryAuditLog() }, ADMIN_CALLER, {
        uploadId: ID,
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: BRAND_MESSAGES.uploadMissing,
    });
  });
});
