import { randomUUID } from 'node:crypto';
import { BRAND_MESSAGES, MAX_LOGO_BYTES } from '../../shared/api/brand.schema';
import type { AuthClaims } from '../lib/caller';
import { ValidationError } from '../lib/errors';
import type { AssetUploads } from '../ports/asset-uploads';
import type { AuditLog } from '../ports/audit-log';
import { actorOf } from './audit-trail';

/** The image types a logo may be (raster only: see `sniffImageType`), and the extension each is published with. */
const EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
type ImageType = keyof typeof EXTENSIONS;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What the file's first bytes say it is (its "magic bytes"), whatever its name or declared type.
 * Raster images only: an SVG is a document that can carry script (a namespaced `<s:script>` ran past
 * a pattern check), sanitising it needs a DOM no function bundle can afford, and many mail clients do
 * not show one anyway. So an SVG, like anything else that is not PNG, JPEG, GIF or WebP, is refused.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/**
 * Publishes an uploaded logo once it has proved to be a raster image of the type it was uploaded as,
 * no larger than the cap (a renamed program, an HTML page or any SVG is refused). The pending upload is
 * removed either way; the logo gets a fresh name, so caches never serve a replaced logo. A published
 * logo is in the audit log (the brand shows it once the brand is saved with its address).
 */
export async function publishLogo(
  deps: { assetUploads: AssetUploads; audit: AuditLog },
  caller: AuthClaims,
  input: { uploadId: string },
): Promise<{ logoUrl: string }> {
  const upload = await deps.assetUploads.readUpload(input.uploadId, MAX_LOGO_BYTES);
  if (!upload)
    throw new ValidationError(BRAND_MESSAGES.uploadMissing, { logo: BRAND_MESSAGES.uploadMissing });
  try {
    if (upload.bytes.length > MAX_LOGO_BYTES)
      throw new ValidationError(BRAND_MESSAGES.logoTooLarge, { logo: BRAND_MESSAGES.logoTooLarge });
    const type = sniffImageType(upload.bytes);
    if (!type || type !== upload.contentType.toLowerCase())
      throw new ValidationError(BRAND_MESSAGES.logoRefused, { logo: BRAND_MESSAGES.logoRefused });
    const logoUrl = await deps.assetUploads.publish({
      name: `logo-${randomUUID()}.${EXTENSIONS[type]}`,
      contentType: type,
      bytes: upload.bytes,
    });
    await deps.audit.record({
      kind: 'brand',
      action: 'publish-logo',
      actor: actorOf(caller),
      subject: logoUrl,
      after: { logoUrl, contentType: type, bytes: upload.bytes.length },
    });
    return { logoUrl };
  } finally {
    await deps.assetUploads.discardUpload(input.uploadId);
  }
}
