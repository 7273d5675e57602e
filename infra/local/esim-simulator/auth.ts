import { randomBytes } from 'node:crypto';
import type { SimulatorContext } from './context';
import { json, type Reply } from './reply';
import { route, type RouteRequest, type SimulatorRoute } from './routing';

/**
 * POST /oauth/token: the client-credentials grant. The credentials come in a Basic header or in the
 * body (form or JSON), as OAuth allows either.
 */
function issueToken(ctx: SimulatorContext, { body, headers }: RouteRequest): Reply {
  const { clientId, clientSecret, tokenLifetimeSeconds } = ctx.settings;
  const basic = headers.authorization?.match(/^Basic (.+)$/)?.[1];
  const [id, secret] = basic
    ? Buffer.from(basic, 'base64').toString('utf8').split(':')
    : [body.client_id, body.client_secret];
  if (id !== clientId || secret !== clientSecret) return json({ error: 'invalid_client' }, 401);
  const token = randomBytes(24).toString('base64url');
  ctx.tokens.set(token, Date.now() + tokenLifetimeSeconds * 1000);
  ctx.counters.tokensIssued += 1;
  return json({ access_token: token, token_type: 'Bearer', expires_in: tokenLifetimeSeconds });
}

/** Whether the call carries a bearer token this simulator issued and that has not expired. */
export function hasValidToken(ctx: SimulatorContext, authorization: string | undefined): boolean {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1];
  const expiry = token ? ctx.tokens.get(token) : undefined;
  return !!expiry && expiry >= Date.now();
}

export const authRoutes: SimulatorRoute[] = [route('POST', '/oauth/token', issueToken, { public: true })];
