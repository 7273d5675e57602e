import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { DEMO_ADMIN } from '../../../infra/data/seed';
import { ensureUser } from '../../../infra/local/cognito-local';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../infra/local/dynamo-local';
import { parseRuntimeConfig } from '../../../infra/local/runtime/config';
import { startRuntime, type LocalRuntime } from '../../../infra/local/runtime/start-runtime';
import type { StoredMail } from '../../../infra/local/ses-local';
import type { OrderView } from '../../../shared/api/orders.schema';
import { PROVIDER_ENDPOINTS, SAMPLE_ICCID } from '../../../shared/api/provider-endpoints';
import { API_ROUTES, type RouteId } from '../../../shared/api/routes';

const TRAVELLER = { email: 'ada@example.com', password: 'Tr4vel!pass' };
const SUPPORT_MAILBOX = 'sales-desk@roamly.example';

/**
 * The staff tools and the enterprise form against the whole local shop: the real handlers behind the
 * local gateway, cognito-local sign-ins, DynamoDB Local, the SES stand-in, the eSIM simulator and the
 * order pipeline.
 */
describe('staff tools and the enterprise form, end to end on the local stand-ins', () => {
  let dataDir: string;
  let runtime: LocalRuntime;
  let cognito: CognitoIdentityProviderClient;
  let adminToken: string;
  let travellerToken: string;

  const api = async (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every route's shape
  ): Promise<{ status: number; json: any }> => {
    const response = await fetch(`${runtime.apiUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  };

  const signIn = async (email: string, password: string) => {
    const result = await cognito.send(
      new InitiateAuthCommand({
        ClientId: runtime.cognito.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return result.AuthenticationResult?.IdToken ?? '';
  };

  const mails = async (): Promise<StoredMail[]> =>
    ((await (await fetch(`${runtime.mailViewerUrl}store`)).json()) as { emails: StoredMail[] }).emails;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'staff-'));
    runtime = await startRuntime(
      parseRuntimeConfig({
        SHOP_PORT: '0',
        API_PORT: '0',
        DATA_DIR: dataDir,
        ESIM_SIM_ALLOCATION_DELAY_MS: '0',
        PIPELINE_POLL_INTERVAL_SECONDS: '1',
        SUPPORT_MAILBOX,
      }),
      { spa: false, log: () => undefined, dynamoEndpoint: inject('dynamoEndpoint') },
    );
    cognito = new CognitoIdentityProviderClient({
      endpoint: runtime.cognito.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    await ensureUser(cognito, runtime.cognito.userPoolId, { ...TRAVELLER, group: 'own-user' });
    adminToken = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    travellerToken = await signIn(TRAVELLER.email, TRAVELLER.password);
  }, 120_000);

  afterAll(async () => {
    cognito?.destroy();
    await runtime?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const STAFF_ROUTES: RouteId[] = [
    'provider-proxy',
    'send-test-email',
    'send-iccid-reminder-test',
    'create-test-order',
  ];

  it('refuses every staff route to a signed-in traveller (403) and to a visitor (401)', async () => {
    for (const id of STAFF_ROUTES) {
      const { method, path } = API_ROUTES[id];
      expect({ id, status: (await api(method, path, {}, travellerToken)).status }).toEqual({
        id,
        status: 403,
      });
      expect({ id, status: (await api(method, path, {})).status }).toEqual({ id, status: 401 });
    }
    expect(
      Object.values(API_ROUTES)
        .filter((route) => route.auth === 'admin')
        .map((r) => r.path),
    ).toEqual(expect.arrayContaining(STAFF_ROUTES.map((id) => API_ROUTES[id].path)));
  });

  it('Release Profile moves the sample eSIM from Error to Released', async () => {
    const sim = (
      await api(
        'POST',
        '/api/admin/provider-proxy',
        { method: 'GET', path: `/network/things/iccids/${SAMPLE_ICCID}` },
        adminToken,
      )
    ).json;
    const release = await api(
      'POST',
      '/api/admin/provider-proxy',
      {
        method: 'POST',
        path: `/network/things/consumer-profile/release/iccids/${SAMPLE_ICCID}`,
        body: { customReference: 'api-test' },
      },
      adminToken,
    );
    expect(release.json.body).toMatchObject({ status: 'Released' });
    expect(sim.body.profileStatus).toBe('Error');
    const after = (
      await api(
        'POST',
        '/api/admin/provider-proxy',
        { method: 'GET', path: `/network/things/iccids/${SAMPLE_ICCID}` },
        adminToken,
      )
    ).json;
    expect(after.body.profileStatus).toBe('Released');
  });

  it('answers every console endpoint through the proxy from the simulator with 2xx and the shape the page shows', async () => {
    const statuses: Record<string, number> = {};
    for (const endpoint of PROVIDER_ENDPOINTS) {
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'idValue' ? SAMPLE_ICCID : (endpoint.parameters as Record<string, string>)[name]!,
      );
      const body =
        endpoint.id === 'release-by-reference' ? { customReference: 'sample-esim' } : endpoint.body;
      const answer = await api(
        'POST',
        '/api/admin/provider-proxy',
        { method: endpoint.method, path, ...(body && { body }) },
        adminToken,
      );
      expect(answer.json).toEqual({
        status: expect.any(Number),
        headers: expect.objectContaining({ 'content-type': expect.any(String) }),
        body: expect.anything(),
        durationMs: expect.any(Number),
      });
      statuses[endpoint.id] = answer.json.status;
    }
    expect(Object.entries(statuses).filter(([, status]) => status < 200 || status > 299)).toEqual([]);
  }, 60_000);

  it('refuses what is not on the list with 400 and forwards nothing', async () => {
    for (const call of [
      { method: 'GET', path: '/api/esim-api/network/things' },
      { method: 'GET', path: '/oauth/token' },
      { method: 'GET', path: '/get-iccid.php' },
      { method: 'DELETE', path: '/account/products' },
    ]) {
      expect({
        call,
        status: (await api('POST', '/api/admin/provider-proxy', call, adminToken)).status,
      }).toEqual({ call, status: 400 });
    }
  });

  it('runs a free test order through the real pipeline to completion, flagged as a test', async () => {
    const started = await api('POST', '/api/admin/test-orders', { bundleId: '01032_6' }, adminToken);
    expect(started.status).toBe(200);
    const reference: string = started.json.orderReference;
    const deadline = Date.now() + 60_000;
    let view: OrderView;
    for (;;) {
      view = (await api('GET', `/api/orders/${encodeURIComponent(reference)}`)).json as OrderView;
      if (view.status !== 'started' || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(view).toMatchObject({
      status: 'completed',
      delivered: true,
      summary: { quote: { totalCents: 0 } },
    });
    const doc = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: runtime.dynamodbEndpoint,
        region: LOCAL_REGION,
        credentials: LOCAL_CREDENTIALS,
      }),
    );
    const { Item } = await doc.send(
      new GetCommand({ TableName: runtime.tableNames.orders, Key: { order_id: reference } }),
    );
    expect(Item).toMatchObject({ test: true, final_price: 0, user_email: DEMO_ADMIN.email });
    doc.destroy();
  }, 90_000);

  it('stores an enterprise lead as a ticket, mails the support mailbox, and limits each client', async () => {
    const lead = {
      interest: 'resell',
      name: 'Grace Hopper',
      email: 'grace@fleet.example',
      company: 'Fleet Travel',
      message: 'Reselling to 300 agencies.',
    };
    const first = await api('POST', '/api/enterprise/leads', lead);
    expect(first.status).toBe(200);
    const doc = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: runtime.dynamodbEndpoint,
        region: LOCAL_REGION,
        credentials: LOCAL_CREDENTIALS,
      }),
    );
    const { Item } = await doc.send(
      new GetCommand({ TableName: runtime.tableNames.supportTickets, Key: { id: first.json.id } }),
    );
    expect(Item).toMatchObject({
      kind: 'enterprise',
      user_email: 'grace@fleet.example',
      company: 'Fleet Travel',
      status: 'open',
    });
    doc.destroy();
    const copy = (await mails()).find((m) => m.subject.startsWith('Enterprise request:'));
    expect(copy?.destination.to.join()).toContain(SUPPORT_MAILBOX);

    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await api('POST', '/api/enterprise/leads', lead)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('sends the ICCID reminder composer and the test e-mail through the shop mailer', async () => {
    const reminder = await api(
      'POST',
      '/api/admin/iccid-reminder',
      { email: 'nobody@example.com', subject: 'ICCIDs', html: '<p>{{iccid_list}}</p>' },
      adminToken,
    );
    expect(reminder.json).toEqual({
      success: false,
      message: 'No eSIM found for this email address',
      iccid_count: 0,
    });
    const test = await api(
      'POST',
      '/api/admin/test-email',
      { to: 'qa@example.com', subject: 'Staff test', html: '<p>Hi</p>' },
      adminToken,
    );
    expect(test.json).toEqual({ success: true });
    expect((await mails()).some((m) => m.subject === 'Staff test')).toBe(true);
  });
});
