import { createTestIssuer } from '../lib/test-tokens.test-support';

/** An own-admin and a plain user, and a fetch serving the JWKS plus the given provider answers. */
export function staffSetup(provider: Record<string, () => Response> = {}) {
  const issuer = createTestIssuer();
  const fetch = vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    if (path === '/oauth/token') return Response.json({ access_token: 't', expires_in: 3600 });
    const answer = provider[path];
    return answer ? answer() : issuer.fetchJwks(url);
  });
  return {
    fetch,
    values: {
      tokenIssuer: issuer.pool,
      esimProvider: { url: 'https://provider.example', clientId: 'id', clientSecret: 'secret' },
      mailFrom: 'shop@example.com',
    },
    admin: {
      Authorization: `Bearer ${issuer.sign({ sub: 'a', email: 'admin@example.com', 'cognito:groups': ['own-admin'] })}`,
    },
    user: { Authorization: `Bearer ${issuer.sign({ sub: 'u', email: 'ada@example.com' })}` },
  };
}
