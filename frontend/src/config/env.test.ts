import { loadRuntimeConfig } from './env';
import { resolveRuntimeConfig } from './runtime-config';

const deployed = { region: 'eu-west-1', userPoolId: 'eu-west-1_Ab12Cd', userPoolClientId: '5k8example' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('resolveRuntimeConfig', () => {
  it('takes the local pool from the build’s VITE_COGNITO_* values without a request', async () => {
    const fetcher = vi.fn<typeof fetch>();
    const config = await resolveRuntimeConfig(
      {
        VITE_COGNITO_USER_POOL_ID: 'local_5Xq1',
        VITE_COGNITO_CLIENT_ID: 'client-1',
        VITE_COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
      },
      fetcher,
    );
    expect(config).toEqual({
      userPoolId: 'local_5Xq1',
      userPoolClientId: 'client-1',
      userPoolEndpoint: 'http://127.0.0.1:9229',
    });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('reads /config.json served beside the SPA when the build names no pool', async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(json(deployed));
    await expect(resolveRuntimeConfig({}, fetcher)).resolves.toEqual(deployed);
    expect(fetcher).toHaveBeenCalledWith('/config.json', expect.anything());
  });

  it('names each bad field of a malformed /config.json', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json({ userPoolId: 'eu-west-1_Ab12Cd', userPoolEndpoint: 'not a url' }));
    const failure = resolveRuntimeConfig({}, fetcher);
    await expect(failure).rejects.toThrow(/userPoolClientId/);
    await expect(failure).rejects.toThrow(/userPoolEndpoint/);
  });

  it('refuses a local build whose pool has no client id', async () => {
    await expect(resolveRuntimeConfig({ VITE_COGNITO_USER_POOL_ID: 'local_5Xq1' }, vi.fn())).rejects.toThrow(
      /userPoolClientId/,
    );
  });

  it('says which file is missing when /config.json is not there', async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response('Not Found', { status: 404 }));
    await expect(resolveRuntimeConfig({}, fetcher)).rejects.toThrow('/config.json: 404');
  });
});

describe('loadRuntimeConfig', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_COGNITO_USER_POOL_ID', '');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('fetches the settings once however many callers wait, and tries again after a failure', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockImplementation(() => Promise.resolve(json(deployed)));
    vi.stubGlobal('fetch', fetchMock);

    await expect(loadRuntimeConfig()).rejects.toThrow('/config.json: 503');
    const [first, second] = await Promise.all([loadRuntimeConfig(), loadRuntimeConfig()]);

    expect(first).toEqual(deployed);
    expect(second).toBe(first);
    await expect(loadRuntimeConfig()).resolves.toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
