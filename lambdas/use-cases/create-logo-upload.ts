import { randomUUID } from 'node:crypto';
import type { AssetUploads } from '../ports/asset-uploads';

/** How long an admin has to start the upload once the URL is issued. */
export const LOGO_UPLOAD_EXPIRY_SECONDS = 5 * 60;

/**
 * A one-off upload URL for a new brand logo. The file lands in a private place under a fresh id;
 * nothing is shown to visitors until `publishLogo` has checked it.
 */
export async function createLogoUpload(
  deps: { assetUploads: AssetUploads },
  input: { contentType: string; size: number },
): Promise<{ uploadUrl: string; uploadId: string }> {
  const uploadId = randomUUID();
  const { uploadUrl } = await deps.assetUploads.createUpload({
    id: uploadId,
    contentType: input.contentType,
    size: input.size,
    expiresInSeconds: LOGO_UPLOAD_EXPIRY_SECONDS,
  });
  return { uploadUrl, uploadId };
}
