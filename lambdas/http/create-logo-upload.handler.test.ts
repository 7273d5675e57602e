import { createTestIssuer } from '../lib/test-tokens.test-support';
import { handler } from './create-logo-upload.handler';
import { invoke, proxyEvent, TEST_SHOP_URL, useTestEnvironment } from './handler-test-support';

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
  it('answers a 5-minute presigned PUT that binds the content type and size, and the logo’s shop URL', async () => {
    const answer = await invoke(handler, request(adminToken, { contentType: 'image/png', size: 1234 }));
    expect(answer.status).toBe(200);
    const upload = new URL(answer.json.uploadUrl);
    const key = /\/(brand-assets\/logo-[0-9a-f-]{36}\.png)$/.exec(upload.pathname)?.[1];
    expect(key).toBeDefined();
    expect(upload.hostname).toBe('shop-brand-assets.s3.eu-west-1.amazonaws.com');
    expect(upload.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(upload.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
    expect(upload.searchParams.has('x-amz-checksum-crc32')).toBe(false);
    expect(answer.json.logoUrl).toBe(`${TEST_SHOP_URL}/${key}`);
  });

  it('serves the logo from BRAND_ASSETS_URL when set', async () => {
    useTestEnvironment('create-logo-upload', {
      tokenIssuer: issuer.pool,
      brandAssets: { bucket: 'shop-brand-assets', url: 'http://127.0.0.1:4569/local-assets/' },
    });
    const answer = await invoke(handler, request(adminToken, { contentType: 'image/webp', size: 10 }));
    expect(answer.json.logoUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:4569\/local-assets\/brand-assets\/logo-[0-9a-f-]{36}\.webp$/,
    );
  });

  it.each([
    [{ contentType: 'application/pdf', size: 10 }, 'Please choose an image file'],
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
