import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { S3Client } from '@aws-sdk/client-s3';
import { LOCAL_REGION } from './dynamo-local';
import { freePort } from './free-port';

/** The slice of s3rver 3.7.1 (CommonJS, untyped) that the runtime uses. */
interface S3rverInstance {
  run(): Promise<unknown>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverInstance;

/**
 * s3rver checks signatures against its one built-in key pair. The other stand-ins accept any dummy
 * credentials, so the local Lambda environment uses this pair for all of them.
 */
export const S3_LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Bucket for brand logos, created empty on first start. */
export const LOCAL_ASSETS_BUCKET = 'esim-shop-local-assets';

/**
 * Browsers PUT logos straight to S3 with a presigned URL and read them back from the shop's
 * origin, so the bucket answers CORS for any local origin.
 */
const BROWSER_UPLOAD_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface S3Local {
  endpoint: string;
  port: number;
  /**
   * A client for this stand-in. Checksums only when required: with the SDK's default, uploads are
   * stored with their chunk framing (LOCAL-STACK.md).
   */
  client: S3Client;
  stop(): Promise<void>;
}

/** Starts s3rver in this process on 127.0.0.1, objects kept under `directory`. */
export async function startS3Local(options: {
  port?: number;
  directory: string;
  buckets?: string[];
}): Promise<S3Local> {
  const port = options.port ?? (await freePort());
  mkdirSync(options.directory, { recursive: true });
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: options.directory,
    silent: true,
    configureBuckets: (options.buckets ?? [LOCAL_ASSETS_BUCKET]).map((name) => ({
      name,
      configs: [BROWSER_UPLOAD_CORS],
    })),
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: LOCAL_REGION,
    credentials: S3_LOCAL_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    port,
    client,
    async stop() {
      client.destroy();
      server.httpServer?.closeAllConnections();
      await server.close();
    },
  };
}
