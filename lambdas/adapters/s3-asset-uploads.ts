import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AssetUpload, AssetUploads } from '../ports/asset-uploads';

/** Key prefix of uploaded brand assets; CloudFront serves the same prefix from the shop's origin. */
export const BRAND_ASSETS_PREFIX = 'brand-assets';

export interface S3AssetUploadsOptions {
  bucket: string;
  /** Key prefix of brand assets, without slashes at the ends. */
  prefix: string;
  /** Where `<prefix>/<name>` is served from: the shop's origin (CloudFront) or the bucket itself. */
  publicBaseUrl: string;
}

/** Presigned PUTs into the brand-assets bucket. */
export class S3AssetUploads implements AssetUploads {
  constructor(
    private readonly client: S3Client,
    private readonly options: S3AssetUploadsOptions,
  ) {}

  async createUpload(input: {
    name: string;
    contentType: string;
    size: number;
    expiresInSeconds: number;
  }): Promise<AssetUpload> {
    const key = `${this.options.prefix}/${input.name}`;
    const uploadUrl = await getSignedUrl(
      this.client,
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        ContentType: input.contentType,
        ContentLength: input.size,
      }),
      {
        expiresIn: input.expiresInSeconds,
        // Signed, so S3 refuses a PUT of another type or size than the one the admin announced.
        signableHeaders: new Set(['content-type', 'content-length']),
      },
    );
    return { uploadUrl, publicUrl: `${this.options.publicBaseUrl.replace(/\/+$/, '')}/${key}` };
  }
}
