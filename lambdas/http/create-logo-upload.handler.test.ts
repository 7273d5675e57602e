import { BRAND_MESSAGES } from '../../shared/api/brand.schema';
import { createTestIssuer } from '../lib/test-tokens.test-support';
import { handler } from './create-logo-upload.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';

const issuer = createTestIssuer();
const adminToken = issuer.sign({ sub: 'a', email: 'admin@example.com', 'cognito:groups': ['own-admin'] });
const userToken = issuer.sign({ sub: 'u', email: 'ada@example.com' });
const request = (token: string, body: object) =>
  proxyEvent('create-logo-upload', { headers: { Authorization: `Bearer ${token}` }, body });

beforeEach(() => {
  vi.stubGlobal('fetch', issuer.fetchJwks);
  useTestEnvironment('create-logo-upload', {
    tokenIssuer: issuer.pool,
    brandAssets: { bucket: 'shop-brand-assets' },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('POST /api/admin/brand/logo', () => {
  it('answers a 5-minute presigned PUT into the private upload prefix that binds the content type and size', async () => {
    const answer = await invoke(handler, request(adminToken, { contentType: 'image/png', size: 1234 }));
    expect(answer.status).toBe(200);
    const upload = new URL(answer.json.uploadUrl);
    expect(upload.pathname).toBe(`/brand-uploads/${answer.json.uploadId}`);
    expect(upload.hostname).toBe('shop-brand-assets.s3.eu-west-1.amazonaws.com');
    expect(upload.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(upload.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
    expect(upload.searchParams.has('x-amz-checksum-crc32')).toBe(false);
    expect(answer.json).not.toHaveProperty('logoUrl');
  });

  it.each([
    [{ contentType: 'application/pdf', size: 10 }, BRAND_MESSAGES.imageOnly],
    [{ contentType: 'image/svg+xml', size: 10 }, BRAND_MESSAGES.imageOnly],
    [{ contentType: 'image/svg+xml; charset=utf-8', size: 10 }, BRAND_MESSAGES.imageOnly],
    [{ contentType: 'image/png', size: 2 * 1024 * 1024 + 1 }, 'The logo must be 2 MB or smaller'],
  ])('refuses %j', async (body, message) => {
    const answer = await invoke(handler, request(adminToken, body));
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(message);
  });

  it('refuses a signed-in user who is not an own-admin', async () => {
    const answer = await invoke(handler, request(userToken, { contentType: 'image/png', size: 10 }));
    expect(answer.status).toBe(403);
  });
});
