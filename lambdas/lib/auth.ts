import { JwtRsaVerifier } from 'aws-jwt-verify';
import { resource, type TokenIssuer } from '../config/environment';
import type { TokenClaims, TokenVerifier } from './caller';

/**
 * Verifies Cognito ID tokens of our app client against the pool's JWKS and returns the payload.
 * Only ID tokens: they carry the e-mail and whether it is verified, and they are what API Gateway's
 * Cognito authorizer (no OAuth scopes) accepts, so the authorizer and the handlers agree. The
 * generic RSA verifier (not the Cognito one) so that the same code accepts cognito-local's issuer;
 * the JWKS is fetched here because the library's own fetcher speaks only https. The local API
 * gateway uses this too, as its stand-in for API Gateway's authorizer.
 */
export function createCognitoJwtVerifier(
  pool: TokenIssuer,
): (token: string) => Promise<Record<string, unknown>> {
  const verifier = JwtRsaVerifier.create({
    issuer: pool.issuer,
    jwksUri: pool.jwksUrl,
    audience: null,
    customJwtCheck: ({ payload }) => {
      if (payload['token_use'] !== 'id') throw new Error('not a Cognito ID token');
      if (payload.aud !== pool.clientId) throw new Error('token issued to another app client');
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

/**
 * Whether an `email_verified` claim says verified: boolean true, or the string 'true' (claims passed
 * on as strings). Anything else is not, 'false' and a missing claim included.
 */
export const isVerifiedClaim = (value: unknown): boolean => value === true || value === 'true';

/** A verifier that reduces a valid token to its claims; the e-mail only when it is verified. */
function createTokenVerifier(pool: TokenIssuer): TokenVerifier {
  const verify = createCognitoJwtVerifier(pool);
  return async (token) => {
    const payload = await verify(token);
    const groups = payload['cognito:groups'];
    const email = payload['email'];
    return {
      sub: String(payload.sub),
      email:
        typeof email === 'string' && isVerifiedClaim(payload['email_verified']) ? email.toLowerCase() : null,
      groups: Array.isArray(groups) ? groups.map(String) : [],
    };
  };
}

let cached: { key: string; verify: TokenVerifier } | undefined;

/**
 * The claims of a token from the function's user pool; rejects an invalid or foreign one. The handler
 * of a signed-in route gives it to `httpHandler`; a public route's function never loads the verifier.
 */
export function verifyToken(token: string): Promise<TokenClaims> {
  const pool = resource('tokenIssuer');
  const key = JSON.stringify(pool);
  if (cached?.key !== key) cached = { key, verify: createTokenVerifier(pool) };
  return cached.verify(token);
}
