import { GetCommand, PutCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './provider-proxy.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';
import { staffSetup } from './staff-tools.test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const setup = staffSetup({
  '/account/products': () => Response.json([{ productId: 'p1' }]),
});

beforeEach(() => {
  ddb.reset();
  ddb.on(GetCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  vi.stubGlobal('fetch', setup.fetch);
  useTestEnvironment('provider-proxy', setup.values);
});
afterEach(() => vi.unstubAllGlobals());

describe('POST /api/admin/provider-proxy', () => {
  it("relays an own-admin's console call with the server's provider token", async () => {
    const answer = await invoke(
      handler,
      proxyEvent('provider-proxy', {
        headers: setup.admin,
        body: { method: 'GET', path: '/account/products' },
      }),
    );
    expect(answer.json).toMatchObject({ status: 200, body: [{ productId: 'p1' }] });
    const providerCall = setup.fetch.mock.calls.find(([url]) => String(url).endsWith('/account/products'));
    expect(new Headers(providerCall?.[1]?.headers).get('authorization')).toBe('Bearer t');
  });

  it('refuses paths off the provider origin and non-admins', async () => {
    const offOrigin = await invoke(
      handler,
      proxyEvent('provider-proxy', {
        headers: setup.admin,
        body: { method: 'GET', path: 'https://evil.example/x' },
      }),
    );
    expect(offOrigin.status).toBe(400);
    const user = await invoke(
      handler,
      proxyEvent('provider-proxy', {
        headers: setup.user,
        body: { method: 'GET', path: '/account/products' },
      }),
    );
    expect(user.status).toBe(403);
  });
});
