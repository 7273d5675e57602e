import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  LOCAL_ASSETS_BUCKET,
  S3_LOCAL_CREDENTIALS,
  startS3Local,
  type S3Local,
} from '../../../infra/local/s3-local';

describe('the S3 stand-in for brand logos', () => {
  let directory: string;
  let s3: S3Local;
  // What a handler builds: a default client, pointed at the stand-in only through the environment.
  let handlerClient: S3Client;
  const saved = { ...process.env };

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 's3-local-'));
    s3 = await startS3Local({ directory });
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
      AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
      AWS_ACCESS_KEY_ID: S3_LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_LOCAL_CREDENTIALS.secretAccessKey,
      AWS_REGION: 'eu-west-1',
    });
    handlerClient = new S3Client({});
  });

  afterAll(async () => {
    process.env = saved;
    handlerClient.destroy();
    await s3.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  it('stores the exact bytes of a browser upload through a presigned PUT', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const url = await getSignedUrl(
      handlerClient,
      new PutObjectCommand({ Bucket: LOCAL_ASSETS_BUCKET, Key: 'brand/logo.png', ContentType: 'image/png' }),
      { expiresIn: 300 },
    );
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();

    const upload = await fetch(url, { method: 'PUT', body: png, headers: { 'content-type': 'image/png' } });
    expect(upload.status).toBe(200);
    const stored = await handlerClient.send(
      new GetObjectCommand({ Bucket: LOCAL_ASSETS_BUCKET, Key: 'brand/logo.png' }),
    );
    expect(Buffer.from(await stored.Body!.transformToByteArray())).toEqual(png);
  });

  it('stores SDK uploads without chunk framing', async () => {
    await handlerClient.send(
      new PutObjectCommand({ Bucket: LOCAL_ASSETS_BUCKET, Key: 'note.txt', Body: 'hello' }),
    );
    const stored = await s3.client.send(
      new GetObjectCommand({ Bucket: LOCAL_ASSETS_BUCKET, Key: 'note.txt' }),
    );
    expect(await stored.Body!.transformToString()).toBe('hello');
  });
});
