import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { AccountType } from '../../shared/api/accounts.schema';
import { resource, type TokenIssuer } from '../config/environment';

/** Who is calling, from a verified Cognito token. */
export interface AuthClaims {
  sub: string;
  email: string | null;
  groups: string[];
}

/** The Cognito group of the shop's own admins: the only callers of 'admin' routes. */
export const OWN_ADMIN_GROUP: AccountType = 'own-admin';

type Verifier = (token: string) => Promise<AuthClaims>;

/**
 * Verifies Cognito ID or access tokens of our app client against the pool's JWKS and returns the
 * payload. The generic RSA verifier (not the Cognito one) so that the same code accepts
 * cognito-local's issuer; the JWKS is fetched here because the library's own fetcher speaks only
 * https. The local API gateway uses this too, as its stand-in for API Gateway's authorizer.
 */
export function createCognitoJwtVerifier(
  pool: TokenIssuer,
): (token: string) => Promise<Record<string, unknown>> {
  const verifier = JwtRsaVerifier.create({
    issuer: pool.issuer,
    jwksUri: pool.jwksUrl,
    audience: null,
    customJwtCheck: ({ payload }) => {
      const use = payload['token_use'];
      if (use !== 'id' && use !== 'access') throw new Error('not a Cognito ID or access token');
      const client = use === 'id' ? payload.aud : payload['client_id'];
      if (client !== pool.clientId) throw new Error('token issued to another app client');
    },
  });
  let jwks: Promise<void> | null = null;
  const loadJwks = async () => {
    const response = await fetch(pool.jwksUrl, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
    verifier.cacheJwks((await response.json()) as Parameters<typeof verifier.cacheJwks>[0]);
  };
  return async (token) => {
    jwks ??= loadJwks().catch((error: unknown) => {
      jwks = null;
      throw error;
    });
    await jwks;
    return (await verifier.verify(token)) as Record<string, unknown>;
  };
}

/** A verifier that reduces a valid token to the caller's claims. */
function createTokenVerifier(pool: TokenIssuer): Verifier {
  const verify = createCognitoJwtVerifier(pool);
  return async (token) => {
    const payload = await verify(token);
    const groups = payload['cognito:groups'];
    const email = payload['email'];
    return {
      sub: String(payload.sub),
      email: typeof email === 'string' ? email.toLowerCase() : null,
      groups: Array.isArray(groups) ? groups.map(String) : [],
    };
  };
}

let cached: { key: string; verify: Verifier } | undefined;

/** The claims of a token from the function's user pool; rejects an invalid or foreign one. */
export function verifyToken(token: string): Promise<AuthClaims> {
  const pool = resource('tokenIssuer');
  const key = JSON.stringify(pool);
  if (cached?.key !== key) cached = { key, verify: createTokenVerifier(pool) };
  return cached.verify(token);
}
