import { HttpEsimProvider, type TokenCache } from './http-esim-provider';
import { PermanentProviderError, TransientProviderError } from '../ports/provider-errors';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function providerWith(handler: Handler, tokenCache?: TokenCache) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init: init ?? {} });
    return handler(url, init ?? {});
  }) as typeof fetch;
  const provider = new HttpEsimProvider({
    baseUrl: 'https://provider.test/',
    credentials: async () => ({ clientId: 'id', clientSecret: 'secret' }),
    fetch: fetchFn,
    ...(tokenCache && { tokenCache }),
  });
  return { provider, calls };
}

const CALLBACK_URL = 'https://shop.test/api/esim/allocations/brand_order_1_01032_1_u?token=t';

const tokenReply = () => Response.json({ access_token: 'tok-1', expires_in: 3600 });

function memoryCache(): TokenCache & { entries: Map<string, { token: string; expiresAt: Date }> } {
  const entries = new Map<string, { token: string; expiresAt: Date }>();
  return {
    entries,
    get: async (id) => entries.get(id)?.token ?? null,
    put: async (id, token, expiresAt) => void entries.set(id, { token, expiresAt }),
  };
}

describe('HttpEsimProvider', () => {
  it('sends the order reference as custom reference with the bearer token, naming the callback webhook', async () => {
    const { provider, calls } = providerWith((url) =>
      url.endsWith('/oauth/token') ? tokenReply() : new Response(null, { status: 202 }),
    );
    await provider.requestAllocation('01032_1', 'brand_order_1_01032_1_u', CALLBACK_URL);
    const allocation = calls[1]!;
    expect(allocation.url).toBe('https://provider.test/network/things/consumer-profile/01032_1');
    expect(allocation.init.method).toBe('POST');
    expect(JSON.parse(String(allocation.init.body))).toEqual({ customReference: 'brand_order_1_01032_1_u' });
    expect(allocation.init.headers).toMatchObject({
      authorization: 'Bearer tok-1',
      'x-webhook-url': CALLBACK_URL,
    });
    expect(allocation.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('caches the token for at most 50 minutes and reuses it across calls', async () => {
    const cache = memoryCache();
    const { provider, calls } = providerWith(
      (url) => (url.endsWith('/oauth/token') ? tokenReply() : new Response('', { status: 404 })),
      cache,
    );
    const before = Date.now();
    await provider.findAllocation('a');
    await provider.findAllocation('b');
    expect(calls.filter((c) => c.url.endsWith('/oauth/token'))).toHaveLength(1);
    const expiresAt = cache.entries.get('esim-provider')!.expiresAt.getTime();
    expect(expiresAt - before).toBeLessThanOrEqual(50 * 60 * 1000 + 1000);
    expect(expiresAt - before).toBeGreaterThan(49 * 60 * 1000);
  });

  it('takes a token from the shared cache without asking the provider', async () => {
    const cache = memoryCache();
    await cache.put('esim-provider', 'cached-token', new Date(Date.now() + 60_000));
    const { provider, calls } = providerWith(() => new Response('', { status: 404 }), cache);
    await provider.findAllocation('a');
    expect(calls.map((c) => c.url)).toEqual(['https://provider.test/get-iccid.php?orderId=a']);
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer cached-token');
  });

  it('fetches a fresh token once when the provider rejects a stale one', async () => {
    let tokens = 0;
    const { provider } = providerWith((url, init) => {
      if (url.endsWith('/oauth/token'))
        return Response.json({ access_token: `tok-${++tokens}`, expires_in: 3600 });
      const auth = (init.headers as Record<string, string>).authorization;
      return auth === 'Bearer tok-2'
        ? Response.json({ idValue: '8944000000000000001', activationCode: 'LPA:1$x$y' })
        : new Response(null, { status: 401 });
    });
    await expect(provider.findAllocation('ref')).resolves.toEqual({
      iccid: '8944000000000000001',
      activationCode: 'LPA:1$x$y',
    });
  });

  it.each([
    [503, TransientProviderError],
    [500, TransientProviderError],
    [429, TransientProviderError],
    [400, PermanentProviderError],
    [404, PermanentProviderError],
  ])('types a %i answer to an allocation as %o', async (status, type) => {
    const { provider } = providerWith((url) =>
      url.endsWith('/oauth/token') ? tokenReply() : new Response('{}', { status, statusText: 'Nope' }),
    );
    const error = await provider.requestAllocation('01032_1', 'ref', CALLBACK_URL).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(type);
    expect((error as Error).message).toBe(`Allocation refused: ${status} Nope`);
  });

  it('treats network failures and timeouts as transient', async () => {
    const { provider } = providerWith(() => {
      throw new TypeError('fetch failed');
    });
    await expect(provider.getToken()).rejects.toBeInstanceOf(TransientProviderError);
  });

  it("reports the spec's token failure reasons", async () => {
    const refused = providerWith(
      () => new Response('', { status: 401, statusText: 'Unauthorized' }),
    ).provider;
    await expect(refused.getToken()).rejects.toThrow('API request failed: 401 Unauthorized');
    const empty = providerWith(() => Response.json({})).provider;
    await expect(empty.getToken()).rejects.toThrow('No token returned from API');
  });

  it('answers null while the ICCID is not allocated, whether 404 or an empty body', async () => {
    const { provider } = providerWith((url) =>
      url.endsWith('/oauth/token') ? tokenReply() : new Response('', { status: 200 }),
    );
    await expect(provider.findAllocation('ref')).resolves.toBeNull();
  });

  const answering = (body: unknown) =>
    providerWith((url) => (url.endsWith('/oauth/token') ? tokenReply() : Response.json(body))).provider;

  it('refuses answers of another shape where the shop needs them', async () => {
    await expect(answering({ bundle: [{ bundleBalance: { mb: 3 } }] }).getBundleStatus('1')).rejects.toThrow(
      PermanentProviderError,
    );
    await expect(answering({ codes: { activationCode: 42 } }).getActivationCode('1')).rejects.toThrow(
      'No activation code returned',
    );
    await expect(answering({ idValue: '8944000000000000001' }).findAllocation('ref')).rejects.toThrow(
      'ICCID answer has no activation code',
    );
    const oddToken = providerWith(() => Response.json({ access_token: 7 })).provider;
    await expect(oddToken.getToken()).rejects.toThrow('No token returned from API');
  });

  it('reads a numeric-string balance and leaves out SIM list entries without an ICCID', async () => {
    const status = await answering({ bundle: [{ bundleId: 'b1', bundleBalance: '512' }] }).getBundleStatus(
      '1',
    );
    expect(status).toMatchObject({ bundleId: 'b1', bundleBalance: '512', isBundleDepleted: false });
    const sims = await answering([
      { iccid: '8944000000000000001', customReference: 7, bundle: 'none' },
      { customReference: 'no-iccid' },
      'garbage',
    ]).listSims();
    expect(sims).toEqual([{ iccid: '8944000000000000001', customReference: null, status: null }]);
  });

  it('reads top-ups with missing details as unknown', async () => {
    const history = await answering([
      { productBundleId: 'p1', initial: { value: 1024 }, date: '2026-11-01' },
      { productBundleId: 3, initial: 'x' },
    ]).getTopUpHistory('1', 90);
    expect(history).toEqual([
      { productBundleId: 'p1', valueMb: 1024, date: '2026-11-01' },
      { productBundleId: null, valueMb: null, date: null },
    ]);
  });

  it('refuses console paths that would leave the provider origin', async () => {
    const { provider, calls } = providerWith(() => tokenReply());
    await expect(provider.call('GET', 'https://evil.test/x')).rejects.toBeInstanceOf(PermanentProviderError);
    await expect(provider.call('GET', '//evil.test/x')).rejects.toBeInstanceOf(PermanentProviderError);
    expect(calls).toHaveLength(0);
  });
});
