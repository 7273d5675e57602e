import { randomUUID } from 'node:crypto';
import type { AssetUploads } from '../ports/asset-uploads';

/** How long an admin has to start the upload once the URL is issued. */
export const LOGO_UPLOAD_EXPIRY_SECONDS = 5 * 60;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/**
 * A one-off upload URL for a new brand logo and the address it will be served from. Each logo gets
 * a fresh name, so caches never serve a replaced logo under an old URL.
 */
export async function createLogoUpload(
  deps: { assetUploads: AssetUploads },
  input: { contentType: string; size: number },
): Promise<{ uploadUrl: string; logoUrl: string }> {
  const extension = EXTENSIONS[input.contentType] ?? 'img';
  const upload = await deps.assetUploads.createUpload({
    name: `logo-${randomUUID()}.${extension}`,
    contentType: input.contentType,
    size: input.size,
    expiresInSeconds: LOGO_UPLOAD_EXPIRY_SECONDS,
  });
  return { uploadUrl: upload.uploadUrl, logoUrl: upload.publicUrl };
}
