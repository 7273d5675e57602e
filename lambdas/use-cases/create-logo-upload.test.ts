import type { AssetUploads, PendingUpload } from '../ports/asset-uploads';
import { createLogoUpload, LOGO_UPLOAD_EXPIRY_SECONDS } from './create-logo-upload';

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

describe('createLogoUpload', () => {
  it('asks for a five-minute upload under a fresh private id, never a published name', async () => {
    const assets = new MemoryAssets();
    const first = await createLogoUpload({ assetUploads: assets }, { contentType: 'image/webp', size: 2048 });
    const second = await createLogoUpload({ assetUploads: assets }, { contentType: 'image/jpeg', size: 10 });

    expect(assets.requests[0]).toEqual({
      id: first.uploadId,
      contentType: 'image/webp',
      size: 2048,
      expiresInSeconds: LOGO_UPLOAD_EXPIRY_SECONDS,
    });
    expect(LOGO_UPLOAD_EXPIRY_SECONDS).toBe(300);
    expect(first.uploadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.uploadId).not.toBe(second.uploadId);
    expect(first.uploadUrl).toBe(`https://upload.example/brand-uploads/${first.uploadId}`);
  });
});
