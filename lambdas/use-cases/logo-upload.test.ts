import type { AssetUploads } from '../ports/asset-uploads';
import { createLogoUpload, LOGO_UPLOAD_EXPIRY_SECONDS } from './logo-upload';

describe('createLogoUpload', () => {
  it('asks for a five-minute upload of a fresh logo name with the type’s extension', async () => {
    const requests: Parameters<AssetUploads['createUpload']>[0][] = [];
    const assetUploads: AssetUploads = {
      createUpload: async (input) => {
        requests.push(input);
        return {
          uploadUrl: `https://upload/${input.name}`,
          publicUrl: `https://shop/brand-assets/${input.name}`,
        };
      },
    };
    const first = await createLogoUpload({ assetUploads }, { contentType: 'image/svg+xml', size: 2048 });
    const second = await createLogoUpload({ assetUploads }, { contentType: 'image/jpeg', size: 10 });

    expect(requests[0]).toMatchObject({ contentType: 'image/svg+xml', size: 2048, expiresInSeconds: 300 });
    expect(LOGO_UPLOAD_EXPIRY_SECONDS).toBe(300);
    expect(requests[0]?.name).toMatch(/^logo-[0-9a-f-]{36}\.svg$/);
    expect(requests[1]?.name).toMatch(/^logo-[0-9a-f-]{36}\.jpg$/);
    expect(requests[0]?.name).not.toBe(requests[1]?.name);
    expect(first).toEqual({
      uploadUrl: `https://upload/${requests[0]?.name}`,
      logoUrl: `https://shop/brand-assets/${requests[0]?.name}`,
    });
    expect(second.logoUrl).toContain('.jpg');
  });
});
