import { createCognitoJwtVerifier } from './auth';
import { createTestIssuer } from './test-tokens.test-support';

const issuer = createTestIssuer();
const claims = { sub: 's', email: 'ada@example.com' };

/** A fetch that serves the issuer's JWKS, its keys first under `kids` (one per answer), and counts. */
function jwksServer(kids: string[] = []) {
  let calls = 0;
  const fetch = async (url: string | URL | Request) => {
    const answer = (await issuer.fetchJwks(url)) as Response;
    const kid = kids[calls++];
    if (!kid) return answer;
    const jwks = (await answer.json()) as { keys: object[] };
    return Response.json({ keys: jwks.keys.map((key) => ({ ...key, kid })) });
  };
  return { fetch, calls: () => calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('createCognitoJwtVerifier', () => {
  it('answers the claims of an ID token of the app client, fetching the JWKS once', async () => {
    const server = jwksServer();
    vi.stubGlobal('fetch', server.fetch);
    const verify = createCognitoJwtVerifier(issuer.pool);
    await expect(verify(issuer.sign(claims))).resolves.toMatchObject(claims);
    await expect(verify(issuer.sign(claims))).resolves.toMatchObject(claims);
    expect(server.calls()).toBe(1);
  });

  it.each([
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 60 }],
    ['an access token', { token_use: 'access' }],
    ['a token of another app client', { aud: 'other-client' }],
    ['a token of another issuer', { iss: 'https://cognito.test/other' }],
    ['a token without an expiry', { exp: undefined }],
  ])('refuses %s', async (_, extra) => {
    vi.stubGlobal('fetch', jwksServer().fetch);
    await expect(
      createCognitoJwtVerifier(issuer.pool)(issuer.sign({ ...claims, ...extra })),
    ).rejects.toThrow();
  });

  it('fetches the JWKS again for a key it does not know (a rotated key), at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const server = jwksServer(['old-key']);
    vi.stubGlobal('fetch', server.fetch);
    const verify = createCognitoJwtVerifier(issuer.pool);

    // Just fetched: a key id it does not know, however often, fetches nothing more within the minute.
    await expect(verify(issuer.sign(claims))).rejects.toThrow(/not found in the JWKS/);
    await expect(verify(issuer.sign(claims))).rejects.toThrow(/not found in the JWKS/);
    expect(server.calls()).toBe(1);

    vi.setSystemTime(Date.now() + 61_000);
    await expect(verify(issuer.sign(claims))).resolves.toMatchObject(claims);
    await expect(verify(issuer.sign(claims))).resolves.toMatchObject(claims);
    expect(server.calls()).toBe(2);
  });
});
