import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ADMIN } from '../../infra/data/seed';
import { ensureUser } from '../../infra/local/cognito-local';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/dynamo-local';
import type { ActivityEntry, ActivityResponse } from '../../shared/api/audit.schema';
import { API_ROUTES } from '../../shared/api/routes';
import { useLocalRuntime } from '../support/local-runtime';

const TRAVELLER = { email: 'ada@example.com', password: 'Tr4vel!pass' };
const SECOND_ADMIN = { email: 'grace@example.com', password: 'Adm1n!pass-2026' };

/** The subject (user id) an ID token names. */
const subOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

/**
 * The audit log against the shop as it runs locally: the admin routes' real handlers behind the
 * local API gateway and cognito-local append to the auditLog table on DynamoDB Local, and the
 * Activity route reads it back.
 */
describe('the audit log over HTTP', () => {
  const runtime = useLocalRuntime('audit-log');
  let cognito: CognitoIdentityProviderClient;
  let adminToken: string;
  let userToken: string;

  const signIn = async (email: string, password: string) => {
    const result = await cognito.send(
      new InitiateAuthCommand({
        ClientId: runtime().cognito.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return result.AuthenticationResult?.IdToken ?? '';
  };

  const api = async (
    method: string,
    path: string,
    options: { body?: unknown; token?: string } = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every route's shape
  ): Promise<{ status: number; json: any }> => {
    const response = await fetch(`${runtime().apiUrl}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...(options.token && { authorization: `Bearer ${options.token}` }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, json: await response.json().catch(() => null) };
  };

  const activity = async (query = '', token = adminToken) => {
    const answer = await api('GET', `/api/admin/activity${query}`, { token });
    expect(answer.status).toBe(200);
    return answer.json as ActivityResponse;
  };
  const summary = (entries: ActivityEntry[]) => entries.map((e) => `${e.actor.email} ${e.kind} ${e.action}`);

  beforeAll(async () => {
    cognito = new CognitoIdentityProviderClient({
      endpoint: runtime().cognito.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    await ensureUser(cognito, runtime().cognito.userPoolId, { ...TRAVELLER, group: 'own-user' });
    [adminToken, userToken] = await Promise.all([
      signIn(DEMO_ADMIN.email, DEMO_ADMIN.password),
      signIn(TRAVELLER.email, TRAVELLER.password),
    ]);
  }, 120_000);

  afterAll(() => cognito?.destroy());

  it("holds an admin's brand change, coupon and new admin, with who did it and what changed", async () => {
    const brandBefore = (await api('GET', '/api/brand')).json as { name: string };
    expect(
      (await api('PUT', '/api/admin/brand', { token: adminToken, body: { name: 'Audit Air' } })).status,
    ).toBe(200);
    const coupon = await api('POST', '/api/admin/coupons', {
      token: adminToken,
      body: { code: 'audit10', discountType: 'percentage', discountValue: 10 },
    });
    expect(coupon.status).toBe(200);
    const created = await api('POST', '/api/admin/admins', { token: adminToken, body: SECOND_ADMIN });
    expect(created.status).toBe(200);

    const { entries, nextCursor } = await activity();
    const actor = { id: subOf(adminToken), email: DEMO_ADMIN.email };
    expect(summary(entries)).toEqual([
      `${DEMO_ADMIN.email} admin create`,
      `${DEMO_ADMIN.email} coupon create`,
      `${DEMO_ADMIN.email} brand update`,
    ]);
    expect(nextCursor).toBeNull();
    const [admin, couponEntry, brand] = entries;
    expect(brand).toMatchObject({
      actor,
      subject: 'brand',
      before: { name: brandBefore.name },
      after: { name: 'Audit Air' },
    });
    expect(couponEntry).toMatchObject({
      actor,
      subject: 'AUDIT10',
      after: { code: 'AUDIT10', status: 'active', discount_type: 'percentage', discount_value: 10 },
    });
    expect(admin).toMatchObject({
      actor,
      subject: SECOND_ADMIN.email,
      after: { id: created.json.id, email: SECOND_ADMIN.email, accountType: 'own-admin' },
    });
    expect(JSON.stringify(entries)).not.toContain(SECOND_ADMIN.password);
    // Newest first, each stamped with its time.
    const times = entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("lists one admin's entries, by e-mail or id, one kind's, and pages with the cursor", async () => {
    const secondToken = await signIn(SECOND_ADMIN.email, SECOND_ADMIN.password);
    expect((await api('POST', '/api/admin/coupons/AUDIT10/deactivate', { token: secondToken })).status).toBe(
      200,
    );

    expect(
      summary((await activity(`?admin=${encodeURIComponent(SECOND_ADMIN.email.toUpperCase())}`)).entries),
    ).toEqual([`${SECOND_ADMIN.email} coupon deactivate`]);
    const deactivation = (await activity(`?admin=${subOf(secondToken)}`)).entries[0];
    expect(deactivation).toMatchObject({
      before: { code: 'AUDIT10', status: 'active' },
      after: { code: 'AUDIT10', status: 'inactive' },
    });
    expect(summary((await activity('?kind=coupon')).entries)).toEqual([
      `${SECOND_ADMIN.email} coupon deactivate`,
      `${DEMO_ADMIN.email} coupon create`,
    ]);
    expect(summary((await activity(`?admin=${DEMO_ADMIN.email}&kind=coupon`)).entries)).toEqual([
      `${DEMO_ADMIN.email} coupon create`,
    ]);

    const first = await activity('?limit=3');
    expect(first.entries).toHaveLength(3);
    const second = await activity(`?limit=3&cursor=${first.nextCursor}`);
    expect(summary(second.entries)).toEqual([`${DEMO_ADMIN.email} brand update`]);
    expect(second.nextCursor).toBeNull();
  });

  it('answers an own-user 403 on the Activity route, and no route edits or deletes an entry', async () => {
    const refused = await api('GET', '/api/admin/activity', { token: userToken });
    expect(refused.status).toBe(403);
    expect((await api('GET', '/api/admin/activity')).status).toBe(401);
    const onTheLog = Object.values(API_ROUTES).filter((route) =>
      route.path.startsWith('/api/admin/activity'),
    );
    expect(onTheLog.map((route) => route.method)).toEqual(['GET']);
    expect((await api('DELETE', '/api/admin/activity', { token: adminToken })).status).toBeGreaterThanOrEqual(
      400,
    );
  });
});
