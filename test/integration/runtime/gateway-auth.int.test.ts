import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { createCognitoAuthorizer, startApiGateway, type ApiGateway } from '../../../infra/local/api-gateway';
import {
  ensureUser,
  ensureUserPool,
  startCognitoLocal,
  type CognitoLocal,
} from '../../../infra/local/cognito-local';
import { isProcessAlive } from './process-probe';

const ADMIN = { email: 'ops@example.com', password: 'Local-admin-1', group: 'own-admin' as const };

describe('the local API gateway with cognito-local as authorizer', () => {
  let dataDir: string;
  let cognito: CognitoLocal;
  let gateway: ApiGateway;
  let clientId: string;
  const seen: APIGatewayProxyEvent[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gateway-auth-'));
    cognito = await startCognitoLocal({ dataDir });
    const pool = await ensureUserPool(cognito);
    clientId = pool.clientId;
    await ensureUser(cognito.client, pool.userPoolId, ADMIN);
    gateway = await startApiGateway({
      handlers: {
        'get-me': async (event) => {
          seen.push(event);
          return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' };
        },
        'get-catalogue': async () => {
          throw new Error('boom');
        },
      },
      authorize: createCognitoAuthorizer(pool),
      maxBodyBytes: 1024,
      log: () => undefined,
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await cognito?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(): Promise<string> {
    const result = await cognito.client.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: ADMIN.email, PASSWORD: ADMIN.password },
      }),
    );
    const token = result.AuthenticationResult?.IdToken;
    if (!token) throw new Error('no ID token');
    return token;
  }

  it('answers 401 without a token or with a forged one, and never calls the handler', async () => {
    const none = await fetch(`${gateway.url}/api/me`);
    expect(none.status).toBe(401);
    const forged = await fetch(`${gateway.url}/api/me`, { headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.status).toBe(401);
    expect(seen).toHaveLength(0);
  });

  it('passes the verified claims, groups included, to the handler', async () => {
    const token = await signIn();
    const response = await fetch(`${gateway.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const claims = seen.at(-1)?.requestContext.authorizer?.['claims'] as Record<string, string>;
    expect(claims['email']).toBe(ADMIN.email);
    expect(claims['cognito:groups']).toBe('own-admin');
  });

  it('keeps the demo pool and user when set up a second time', async () => {
    const again = await ensureUserPool(cognito);
    expect(again.clientId).toBe(clientId);
    expect(await ensureUser(cognito.client, again.userPoolId, ADMIN)).toEqual({ created: false });
  });

  it('answers 501 for a route whose handler is missing, 404 for an unknown path, 413 for a huge body', async () => {
    const missing = await fetch(`${gateway.url}/api/brand`);
    expect(missing.status).toBe(501);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_implemented');
    const unknown = await fetch(`${gateway.url}/api/nowhere`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'not_found' } });
    const huge = await fetch(`${gateway.url}/api/checkout`, { method: 'POST', body: 'x'.repeat(4096) });
    expect(huge.status).toBe(413);
  });

  it('answers 502 with no internals when a handler throws', async () => {
    const response = await fetch(`${gateway.url}/api/catalogue`);
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain('boom');
  });

  it('leaves no cognito-local process behind after stop', async () => {
    const { pid } = cognito;
    expect(isProcessAlive(pid)).toBe(true);
    await cognito.stop();
    expect(isProcessAlive(pid)).toBe(false);
  });
});
