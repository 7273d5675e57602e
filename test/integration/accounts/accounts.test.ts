import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mergeAccess } from '../../../shared/api/function-access';
import type { TableId } from '../../../lambdas/data/table-definitions';
import { ROUTE_ACCESS } from '../../../lambdas/http/route-access';
import { createCognitoAuthorizer, type ApiGateway } from '../../../infra/local/api-gateway';
import {
  ensureUser,
  ensureUserPool,
  startCognitoLocal,
  type CognitoLocal,
  type LocalUserPool,
} from '../../../infra/local/cognito-local';
import { createTables, uniqueTablePrefix, type DynamoLocal } from '../../../infra/local/dynamo-local';
import { tierDynamo } from '../../support/tier-dynamo';
import { applyLambdaEnvironment, localLambdaEnvironment } from '../../../infra/local/runtime/lambda-env';
import { startLocalApi } from '../../../infra/local/runtime/local-api';
import {
  LOCAL_ASSETS_BUCKET,
  S3_LOCAL_CREDENTIALS,
  startS3Local,
  type S3Local,
} from '../../../infra/local/s3-local';
import { BRAND_MESSAGES } from '../../../shared/api/brand.schema';
import { resetWiring } from '../../../lambdas/wiring/container';
import { startSignatureCheckingS3 } from './signature-checking-s3';

const ADMIN = { email: 'owner-admin@example.com', password: 'Owner!Adm1n' };
const TRAVELLER = { email: 'ada@example.com', password: 'N3w!password' };

describe('admin tools against Cognito, DynamoDB and S3 stand-ins', () => {
  const saved = { ...process.env };
  let dataDir: string;
  let dynamo: DynamoLocal;
  let doc: DynamoDBDocumentClient;
  let tables: Record<TableId, string>;
  let cognito: CognitoLocal;
  let pool: LocalUserPool;
  let s3: S3Local;
  let s3Front: { endpoint: string; stop(): Promise<void> };
  let gateway: ApiGateway;

  const call = async (
    path: string,
    body: unknown,
    token?: string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every route's shape
  ): Promise<{ status: number; json: any }> => {
    const answer = await fetch(`${gateway.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
    return { status: answer.status, json: await answer.json() };
  };

  /** Signs in the way the shop's login does locally; the ID token's claims, or the refusal. */
  const signIn = async (email: string, password: string) => {
    const result = await cognito.client.send(
      new InitiateAuthCommand({
        ClientId: pool.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const idToken = result.AuthenticationResult?.IdToken ?? '';
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    return { idToken, claims };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'accounts-int-'));
    [dynamo, cognito, s3] = await Promise.all([
      tierDynamo(),
      startCognitoLocal({ dataDir: join(dataDir, 'cognito') }),
      startS3Local({ directory: join(dataDir, 's3') }),
    ]);
    tables = await createTables(dynamo.client, uniqueTablePrefix('accounts'));
    doc = DynamoDBDocumentClient.from(dynamo.client);
    pool = await ensureUserPool(cognito);
    s3Front = await startSignatureCheckingS3({
      target: s3.endpoint,
      secretAccessKey: S3_LOCAL_CREDENTIALS.secretAccessKey,
    });

    const routes = [
      'create-admin',
      'create-logo-upload',
      'publish-logo',
      'update-brand',
      'get-brand',
      'create-coupon',
      'deactivate-coupon',
      'list-coupons',
      'validate-coupon',
    ] as const;
    applyLambdaEnvironment(
      localLambdaEnvironment({
        endpoints: { dynamodb: dynamo.endpoint, cognito: cognito.endpoint, s3: s3Front.endpoint },
        access: mergeAccess(...routes.map((id) => ROUTE_ACCESS[id])),
        values: {
          tables,
          shopUrl: 'http://shop.test',
          userPoolId: pool.userPoolId,
          tokenIssuer: pool,
          brandAssets: { bucket: LOCAL_ASSETS_BUCKET },
          // Saving the brand invalidates the CDN's copy; there is no CDN here.
          edgeCache: { kind: 'local' },
          // The admin routes' second-factor check is the two-factor suite's; off here, as in `npm start`.
          adminTwoFactor: { required: false },
          logLevel: 'CRITICAL',
        },
      }),
    );
    resetWiring();

    const api = await startLocalApi({ routes, authorize: createCognitoAuthorizer(pool), log: () => {} });
    if (api.unavailableRoutes.length > 0)
      throw new Error(`Handlers failed to load: ${api.unavailableRoutes.join(', ')}`);
    gateway = api.gateway;

    await ensureUser(cognito.client, pool.userPoolId, { ...ADMIN, group: 'own-admin' });
    await ensureUser(cognito.client, pool.userPoolId, { ...TRAVELLER, group: 'own-user' });
  });

  afterAll(async () => {
    process.env = saved;
    resetWiring();
    await gateway?.stop();
    await s3Front?.stop();
    await Promise.all([dynamo?.stop(), cognito?.stop(), s3?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates an admin who can sign in as own-admin, only for an own-admin caller', async () => {
    const { idToken: adminToken } = await signIn(ADMIN.email, ADMIN.password);
    const created = await call(
      '/api/admin/admins',
      { email: 'grace@example.com', password: 'Gr4ce!admin' },
      adminToken,
    );
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ email: 'grace@example.com', name: 'grace' });

    const { claims } = await signIn('grace@example.com', 'Gr4ce!admin');
    expect(claims['cognito:groups']).toEqual(['own-admin']);
    const row = await doc.send(
      new GetCommand({ TableName: tables.users, Key: { email: 'grace@example.com' } }),
    );
    expect(row.Item).toMatchObject({
      id: created.json.id,
      account_type: 'own-admin',
      full_name: 'grace',
      iccid: '',
    });

    const again = await call(
      '/api/admin/admins',
      { email: 'grace@example.com', password: 'Gr4ce!admin' },
      adminToken,
    );
    expect(again.status).toBe(409);

    const { idToken: userToken } = await signIn(TRAVELLER.email, TRAVELLER.password);
    const refused = await call(
      '/api/admin/admins',
      { email: 'mallory@example.com', password: 'M4llory!x' },
      userToken,
    );
    expect(refused.status).toBe(403);
  });

  /** Uploads a file as the Brand Settings tab does: ask, PUT to storage, have the server check it. */
  async function uploadLogo(bytes: Uint8Array<ArrayBuffer>, contentType: string, token: string) {
    const issued = await call('/api/admin/brand/logo', { contentType, size: bytes.length }, token);
    expect(issued.status).toBe(200);
    const stored = await fetch(issued.json.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': contentType },
      body: bytes,
    });
    expect(stored.status).toBe(200);
    return {
      issued,
      published: await call('/api/admin/brand/logo/publish', { uploadId: issued.json.uploadId }, token),
    };
  }

  it('publishes an uploaded PNG as the logo, and the brand saved with it is what GET /api/brand serves', async () => {
    const { idToken: adminToken } = await signIn(ADMIN.email, ADMIN.password);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );

    const { issued, published } = await uploadLogo(png, 'image/png', adminToken);

    expect(published.status).toBe(200);
    // A path on the shop's origin, which serves it from the bucket's brand-assets/ (as CloudFront does).
    expect(published.json.logoUrl).toMatch(/^\/brand-assets\/logo-[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${s3.endpoint}/${LOCAL_ASSETS_BUCKET}${published.json.logoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    // The private upload is gone once published.
    expect((await fetch(issued.json.uploadUrl.split('?')[0])).status).toBe(404);

    const saved = await fetch(`${gateway.url}/api/admin/brand`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        name: 'Festival Roam',
        tagline: 'Online from the first beat',
        logoUrl: published.json.logoUrl,
        colors: { primary: '#d62828' },
      }),
    });
    expect(saved.status).toBe(200);
    const brand = await (await fetch(`${gateway.url}/api/brand`)).json();
    expect(brand).toMatchObject({
      name: 'Festival Roam',
      tagline: 'Online from the first beat',
      logoUrl: published.json.logoUrl,
      colors: { primary: '#d62828', primaryLight: '#f44646', primaryDark: '#b80a0a' },
    });
  });

  it.each([
    [
      'a renamed .exe',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode'),
      'image/png',
    ],
    [
      'the SVG of issue 30 (a namespaced script) announced as a PNG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>',
      ),
      'image/png',
    ],
  ])('refuses %s: nothing is published and the upload is removed', async (_, bytes, contentType) => {
    const { idToken: adminToken } = await signIn(ADMIN.email, ADMIN.password);

    const { issued, published } = await uploadLogo(bytes, contentType, adminToken);

    expect(published.status).toBe(400);
    expect(published.json.error.message).toBe(BRAND_MESSAGES.logoRefused);
    expect((await fetch(issued.json.uploadUrl.split('?')[0])).status).toBe(404);
  });

  it('refuses to take an SVG logo at all, whatever it holds', async () => {
    const { idToken: adminToken } = await signIn(ADMIN.email, ADMIN.password);
    const logo = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    const asked = await call(
      '/api/admin/brand/logo',
      { contentType: 'image/svg+xml', size: logo.length },
      adminToken,
    );
    expect(asked.status).toBe(400);
    expect(asked.json.error.message).toBe(BRAND_MESSAGES.imageOnly);
  });

  it('refuses an upload of another type than announced, and a logo address from elsewhere', async () => {
    const { idToken: adminToken } = await signIn(ADMIN.email, ADMIN.password);
    const logo = Buffer.from('<html><script>alert(1)</script></html>');
    const issued = await call(
      '/api/admin/brand/logo',
      { contentType: 'image/png', size: logo.length },
      adminToken,
    );
    const wrongType = await fetch(issued.json.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'text/html' },
      body: logo,
    });
    expect(wrongType.status).toBe(403);
    const unpublished = await call(
      '/api/admin/brand/logo/publish',
      { uploadId: issued.json.uploadId },
      adminToken,
    );
    expect(unpublished.status).toBe(400);
    expect(unpublished.json.error.message).toBe(BRAND_MESSAGES.uploadMissing);

    const foreign = await fetch(`${gateway.url}/api/admin/brand`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ logoUrl: 'https://evil.example/logo.png' }),
    });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).error.message).toBe(BRAND_MESSAGES.logoUrl);
  });

  it('creates one coupon when two admins send the same code at once, in different cases', async () => {
    const { idToken: adminToken } = await signIn(ADMIN.email, ADMIN.password);
    const answers = await Promise.all([
      call(
        '/api/admin/coupons',
        { code: 'twice10', discountType: 'percentage', discountValue: 10 },
        adminToken,
      ),
      call('/api/admin/coupons', { code: 'TWICE10', discountType: 'fixed', discountValue: 3 }, adminToken),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('creates a coupon whose code is unique in any case, and deactivates it so the checkout ignores it', async () => {
    const { idToken: adminToken } = await signIn(ADMIN.email, ADMIN.password);
    const created = await call(
      '/api/admin/coupons',
      { code: 'summer15', discountType: 'percentage', discountValue: 15 },
      adminToken,
    );
    expect(created).toMatchObject({ status: 200, json: { code: 'SUMMER15', usable: true } });
    expect(
      (await call('/api/coupons/validate', { code: 'Summer15', bundleId: '01032_3' })).json,
    ).toMatchObject({ valid: true });

    const duplicate = await call(
      '/api/admin/coupons',
      { code: 'SUMMER15', discountType: 'free' },
      adminToken,
    );
    expect(duplicate.status).toBe(409);

    const deactivated = await call('/api/admin/coupons/summer15/deactivate', {}, adminToken);
    expect(deactivated).toMatchObject({
      status: 200,
      json: { code: 'SUMMER15', status: 'inactive', usable: false },
    });
    expect(
      (await call('/api/coupons/validate', { code: 'SUMMER15', bundleId: '01032_3' })).json,
    ).toMatchObject({ valid: false });

    const listed = await fetch(`${gateway.url}/api/admin/coupons`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(((await listed.json()) as { coupons: { code: string }[] }).coupons.map((c) => c.code)).toContain(
      'SUMMER15',
    );
  });
});
