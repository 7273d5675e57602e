import { KidNotFoundInJwksError } from 'aws-jwt-verify/error';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { verifyJwtSync } from 'aws-jwt-verify/jwt-verifier';
import { resource, type TokenIssuer } from '../config/environment';
import { requireAdminFactor } from '../use-cases/require-admin-factor';
import { identityProvider } from '../wiring/identity-provider';
import type { AdminTokenVerifier, AuthClaims, TokenClaims, TokenVerifier } from './caller';

/** How often an unknown key id may fetch the JWKS again. */
const JWKS_RELOAD_MS = 60_000;

/**
 * Verifies Cognito ID tokens of our app client against the pool's JWKS and returns the payload.
 * Only ID tokens: they carry the e-mail and whether it is verified, and they are what API Gateway's
 * Cognito authorizer (no OAuth scopes) accepts, so the authorizer and the handlers agree. The JWKS is
 * fetched here (the library's own fetcher speaks only https, and cognito-local's issuer is http)
 * and handed to the library's synchronous verifier, which is half the code of its verifier classes
 * in every signed-in function; an unknown key id fetches the JWKS once more (a rotated key). The
 * local API gateway uses this too, as its stand-in for API Gateway's authorizer.
 */
export function createCognitoJwtVerifier(
  pool: TokenIssuer,
): (token: string) => Promise<Record<string, unknown>> {
  const options = {
    issuer: pool.issuer,
    audience: null,
    customJwtCheck: ({ payload }: { payload: Record<string, unknown> }) => {
      if (payload['token_use'] !== 'id') throw new Error('not a Cognito ID token');
      if (payload['aud'] !== pool.clientId) throw new Error('token issued to another app client');
      if (typeof payload['exp'] !== 'number') throw new Error('token without an expiry');
    },
  };
  let jwks: Promise<Jwks> | null = null;
  const loadJwks = async (): Promise<Jwks> => {
    const response = await fetch(pool.jwksUrl, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
    return (await response.json()) as Jwks;
  };
  let lastLoad = 0;
  const currentJwks = () => {
    if (!jwks) {
      lastLoad = Date.now();
      jwks = loadJwks().catch((error: unknown) => {
        jwks = null;
        throw error;
      });
    }
    return jwks;
  };
  return async (token) => {
    try {
      return verifyJwtSync(token, await currentJwks(), options) as Record<string, unknown>;
    } catch (error) {
      // Once a minute at most, so tokens with made-up key ids cannot make every request a fetch.
      if (!(error instanceof KidNotFoundInJwksError) || Date.now() - lastLoad < JWKS_RELOAD_MS) throw error;
      jwks = null;
      return verifyJwtSync(token, await currentJwks(), options) as Record<string, unknown>;
    }
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

function claimsOf(token: string): Promise<TokenClaims> {
  const pool = resource('tokenIssuer');
  const key = JSON.stringify(pool);
  if (cached?.key !== key) cached = { key, verify: createTokenVerifier(pool) };
  return cached.verify(token);
}

/**
 * On an admin route: an own-admin without an authenticator app is refused where the stage requires
 * one (REQUIRE_ADMIN_TOTP). The user pool is asked on every admin request, not cached, so another
 * admin's reset of a lost device takes effect on the next one.
 */
async function adminFactor(caller: AuthClaims): Promise<void> {
  const { required } = resource('adminTwoFactor');
  if (required) await requireAdminFactor({ identity: identityProvider(), required }, caller);
}

/**
 * The claims of a token from the function's user pool; rejects an invalid or foreign one. The handler
 * of a signed-in route gives it to `httpHandler`; a public route's function never loads the verifier.
 * On admin routes `httpHandler` also runs its `adminFactor`.
 */
export const verifyToken: AdminTokenVerifier = Object.assign(claimsOf, { adminFactor });
