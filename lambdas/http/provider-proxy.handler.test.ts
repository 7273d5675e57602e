import { GetCommand, PutCommand, UpdateCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { PROVIDER_ENDPOINTS, SAMPLE_ICCID } from '../../shared/api/provider-endpoints';
import { handler } from './provider-proxy.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';
import { staffSetup } from './staff-tools.test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const setup = staffSetup({
  '/account/products': () => Response.json([{ productId: 'p1' }]),
  [`/network/things/iccids/${SAMPLE_ICCID}/sms`]: () => Response.json({ status: 'Queued' }),
});

const call = (body: unknown, headers = setup.admin) =>
  invoke(handler, proxyEvent('provider-proxy', { headers, body }));
/** The provider calls made, other than the token and the JWKS. */
const providerCalls = () =>
  setup.fetch.mock.calls.filter(
    ([url]) => String(url).startsWith('https://provider.example/') && !String(url).endsWith('/oauth/token'),
  );

beforeEach(() => {
  ddb.reset();
  setup.fetch.mockClear();
  ddb.on(GetCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  vi.stubGlobal('fetch', setup.fetch);
  useTestEnvironment('provider-proxy', setup.values);
});
afterEach(() => vi.unstubAllGlobals());

describe('POST /api/admin/provider-proxy', () => {
  it("relays an own-admin's console call with the server's provider token", async () => {
    const answer = await call({ method: 'GET', path: '/account/products' });
    expect(answer.json).toMatchObject({ status: 200, body: [{ productId: 'p1' }] });
    const providerCall = providerCalls().find(([url]) => String(url).endsWith('/account/products'));
    expect(new Headers(providerCall?.[1]?.headers).get('authorization')).toBe('Bearer t');
  });

  it.each([
    ['another origin', { method: 'GET', path: 'https://evil.example/x' }],
    ['a protocol-relative path', { method: 'GET', path: '//evil.example/x' }],
    ['a path off the list', { method: 'GET', path: '/oauth/token' }],
    ['the SIM list of every customer', { method: 'GET', path: '/api/esim-api/network/things' }],
    ['a listed path with another method', { method: 'DELETE', path: '/account/products' }],
    ['a path walking up', { method: 'GET', path: `/network/things/iccids/${SAMPLE_ICCID}/../../x` }],
    ['a query string', { method: 'GET', path: '/account/products?x=1' }],
    ['an ICCID that is not one', { method: 'GET', path: '/network/things/iccids/abc' }],
    [
      'a body field the endpoint does not have',
      {
        method: 'POST',
        path: `/network/things/iccids/${SAMPLE_ICCID}/sms`,
        body: { message: 'x', to: '+1' },
      },
    ],
  ])('answers 400 for %s and forwards nothing', async (_, body) => {
    const answer = await call(body);
    expect(answer.status).toBe(400);
    expect(providerCalls()).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('accepts every endpoint of the console with its prefilled body', async () => {
    const statuses: Record<string, number> = {};
    for (const endpoint of PROVIDER_ENDPOINTS) {
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'idValue' ? SAMPLE_ICCID : (endpoint.parameters as Record<string, string>)[name]!,
      );
      const answer = await call({
        method: endpoint.method,
        path,
        ...(endpoint.body && { body: endpoint.body }),
      });
      statuses[endpoint.id] = answer.status;
    }
    expect(statuses).toEqual(Object.fromEntries(PROVIDER_ENDPOINTS.map((e) => [e.id, 200])));
    expect(providerCalls()).toHaveLength(PROVIDER_ENDPOINTS.length);
  });

  it('refuses a signed-in user who is not an own-admin, before anything is counted or forwarded', async () => {
    const answer = await call({ method: 'GET', path: '/account/products' }, setup.user);
    expect(answer.status).toBe(403);
    expect(providerCalls()).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 429 when the admin used up the limit, without asking the provider', async () => {
    ddb
      .on(UpdateCommand)
      .rejects(Object.assign(new Error('limit'), { name: 'ConditionalCheckFailedException' }));
    const answer = await call({ method: 'GET', path: '/account/products' });
    expect(answer.status).toBe(429);
    expect(providerCalls()).toHaveLength(0);
  });

  it('counts a costly call against the tighter hourly limit too', async () => {
    await call({
      method: 'POST',
      path: `/network/things/iccids/${SAMPLE_ICCID}/sms`,
      body: { senderId: 'eSIM', message: 'Hi', message_timeout: 2880 },
    });
    const keys = ddb.commandCalls(UpdateCommand).map((c) => String(c.args[0].input.Key?.['id']));
    expect(keys).toEqual([
      expect.stringMatching(/^provider-proxy#a#/),
      expect.stringMatching(/^provider-proxy-costly#a#/),
    ]);
  });

  it("answers 503 'API token not available' when the provider refuses the server's credentials", async () => {
    const refusing = vi.fn(async (url: string | URL | Request, init?: RequestInit) =>
      new URL(String(url)).pathname === '/oauth/token'
        ? Response.json({ error: 'invalid_client' }, { status: 401 })
        : setup.fetch(url, init),
    );
    vi.stubGlobal('fetch', refusing);
    const answer = await call({ method: 'GET', path: '/account/products' });
    expect(answer.status).toBe(503);
    expect(answer.json.error).toEqual({ code: 'token_unavailable', message: 'API token not available' });
    expect(providerCalls()).toHaveLength(0);
  });
});
