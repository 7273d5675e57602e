import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A Cognito-like issuer for tests: an RSA key, its JWKS, and RS256 ID tokens it signs (with a
 * verified e-mail unless the claims say otherwise).
 */
export function createTestIssuer(clientId = 'test-client', issuer = 'https://cognito.test/pool') {
  const jwksUrl = `${issuer}/.well-known/jwks.json`;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key';
  const jwks = {
    keys: [{ ...(publicKey.export({ format: 'jwk' }) as object), kid, alg: 'RS256', use: 'sig' }],
  };
  const sign = (claims: Record<string, unknown>, key: KeyObject = privateKey) => {
    const now = Math.floor(Date.now() / 1000);
    const body = `${b64url({ alg: 'RS256', kid, typ: 'JWT' })}.${b64url({
      iss: issuer,
      aud: clientId,
      token_use: 'id',
      email_verified: true,
      iat: now,
      exp: now + 3600,
      ...claims,
    })}`;
    return `${body}.${createSign('RSA-SHA256').update(body).sign(key).toString('base64url')}`;
  };
  const pool = { issuer, jwksUrl, clientId };
  /** A fetch that serves only the JWKS (no network). */
  const fetchJwks = async (url: string | URL | Request) =>
    String(url) === jwksUrl ? Response.json(jwks) : new Response('not found', { status: 404 });
  const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  return { sign, pool, fetchJwks, otherKey };
}
