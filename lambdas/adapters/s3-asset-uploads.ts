import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AssetUploads, PendingUpload } from '../ports/asset-uploads';

/** Key prefix of published brand assets; the shop's origin serves the same prefix (`BRAND_ASSETS_PATH`). */
export const BRAND_ASSETS_PREFIX = 'brand-assets';
/** Key prefix of uploads waiting for their check; never served. */
export const BRAND_UPLOADS_PREFIX = 'brand-uploads';

export interface S3AssetUploadsOptions {
  bucket: string;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error as { name?: string } | null)?.name === 'NoSuchKey';

/** Presigned PUTs into the private upload prefix of the brand-assets bucket, and publication after a check. */
export class S3AssetUploads implements AssetUploads {
  constructor(
    private readonly client: S3Client,
    private readonly options: S3AssetUploadsOptions,
  ) {}

  private uploadKey(id: string) {
    return `${BRAND_UPLOADS_PREFIX}/${id}`;
  }

  async createUpload(input: {
    id: string;
    contentType: string;
    size: number;
    expiresInSeconds: number;
  }): Promise<{ uploadUrl: string }> {
    const uploadUrl = await getSignedUrl(
      this.client,
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.uploadKey(input.id),
        ContentType: input.contentType,
        ContentLength: input.size,
      }),
      {
        expiresIn: input.expiresInSeconds,
        // Signed, so S3 refuses a PUT of another type or size than the one the admin announced.
        signableHeaders: new Set(['content-type', 'content-length']),
      },
    );
    return { uploadUrl };
  }

  async readUpload(id: string, maxBytes: number): Promise<PendingUpload | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.uploadKey(id),
          Range: `bytes=0-${maxBytes}`,
        }),
      );
      const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
      return { bytes, contentType: object.ContentType ?? '' };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async discardUpload(id: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.uploadKey(id) }));
  }

  async publish(input: { name: string; contentType: string; bytes: Uint8Array }): Promise<string> {
    const key = `${BRAND_ASSETS_PREFIX}/${input.name}`;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: input.bytes,
        ContentType: input.contentType,
        // Every logo gets a fresh name, so its address never changes content.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    // A path on the shop's own origin, which serves the prefix (CloudFront; locally the shop server):
    // no host or port is stored, so the logo holds when either changes.
    return `/${key}`;
  }
}
