import { S3Client } from '@aws-sdk/client-s3';
import { S3AssetUploads } from '../adapters/s3-asset-uploads';
import { config, resource } from '../config/environment';
import type { AssetUploads } from '../ports/asset-uploads';
import { awsClientConfig } from './aws-clients';
import { lazy } from './container';

export const assetUploads = lazy((): AssetUploads => {
  const { bucket } = resource('brandAssets');
  const client = new S3Client({
    ...awsClientConfig(),
    // A stand-in at a custom endpoint (s3rver) only understands path-style bucket addresses.
    forcePathStyle: config().s3Endpoint !== undefined,
    // Otherwise the SDK signs a checksum of an empty body into the URL and the browser's PUT fails.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  return new S3AssetUploads(client, { bucket });
});
