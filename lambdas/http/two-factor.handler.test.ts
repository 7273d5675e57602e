import {
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { TWO_FACTOR_MESSAGES } from '../../shared/api/two-factor.schema';
import { handler as getStatus } from './get-two-factor-status.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';
import { handler as listUsers } from './list-admin-users.handler';
import { handler as resetFactor } from './reset-admin-two-factor.handler';
import { staffSetup } from './staff-tools.test-support';

const cognito = mockClient(CognitoIdentityProviderClient);
const ddb = mockClient(DynamoDBDocumentClient);
const setup = staffSetup();

/** The user pool's answer for a user: TOTP turned on or not. */
const mfa = (enabled: boolean) => ({
  Username: 'x',
  UserMFASettingList: enabled ? ['SOFTWARE_TOKEN_MFA'] : [],
});

const required = (on: boolean) => ({ ...setup.values, adminTwoFactor: { required: on } });

beforeEach(() => {
  cognito.reset();
  ddb.reset();
  ddb.on(GetCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  ddb.on(ScanCommand).resolves({ Items: [] });
  ddb.on(QueryCommand).resolves({ Items: [] });
  vi.stubGlobal('fetch', setup.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('an admin route where the stage requires admins to have a second factor', () => {
  it('refuses an own-admin without an authenticator app, asking the user pool each time', async () => {
    useTestEnvironment('list-admin-users', required(true));
    cognito.on(AdminGetUserCommand, { Username: 'admin@example.com' }).resolves(mfa(false));
    const refused = await invoke(listUsers, proxyEvent('list-admin-users', { headers: setup.admin }));
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(TWO_FACTOR_MESSAGES.requiredForAdmins);

    cognito.on(AdminGetUserCommand, { Username: 'admin@example.com' }).resolves(mfa(true));
    const allowed = await invoke(listUsers, proxyEvent('list-admin-users', { headers: setup.admin }));
    expect(allowed.status).toBe(200);
    expect(cognito.commandCalls(AdminGetUserCommand)).toHaveLength(2);
  });

  it('still refuses a traveller as before, without asking the user pool', async () => {
    useTestEnvironment('list-admin-users', required(true));
    const answer = await invoke(listUsers, proxyEvent('list-admin-users', { headers: setup.user }));
    expect(answer.status).toBe(403);
    expect(cognito.commandCalls(AdminGetUserCommand)).toHaveLength(0);
  });

  it('asks nothing where the stage does not require it (`npm start` by default)', async () => {
    useTestEnvironment('list-admin-users', required(false));
    const answer = await invoke(listUsers, proxyEvent('list-admin-users', { headers: setup.admin }));
    expect(answer.status).toBe(200);
    expect(cognito.commandCalls(AdminGetUserCommand)).toHaveLength(0);
  });
});

describe('GET /api/two-factor', () => {
  it('tells an own-admin whether they have a factor and must; a traveller never must', async () => {
    useTestEnvironment('get-two-factor-status', required(true));
    cognito.on(AdminGetUserCommand).resolves(mfa(false));
    const admin = await invoke(getStatus, proxyEvent('get-two-factor-status', { headers: setup.admin }));
    expect(admin.json).toEqual({ enabled: false, required: true });
    cognito.on(AdminGetUserCommand).resolves(mfa(true));
    const traveller = await invoke(getStatus, proxyEvent('get-two-factor-status', { headers: setup.user }));
    expect(traveller.json).toEqual({ enabled: true, required: false });
  });
});

describe('POST /api/admin/two-factor/reset', () => {
  const adminRow = (email: string, type = 'own-admin') => ({
    id: `id-${email}`,
    email,
    full_name: email,
    account_type: type,
    iccid: '',
    created_at: '2026-01-01T00:00:00.000Z',
  });
  const reset = (email: string, headers = setup.admin) =>
    invoke(resetFactor, proxyEvent('reset-admin-two-factor', { headers, body: { email } }));

  beforeEach(() => {
    useTestEnvironment('reset-admin-two-factor', required(false));
    ddb.on(GetCommand, { TableName: 'test-users', Key: { email: 'lost@example.com' } }).resolves({
      Item: adminRow('lost@example.com'),
    });
    ddb.on(GetCommand, { TableName: 'test-users', Key: { email: 'traveller@example.com' } }).resolves({
      Item: adminRow('traveller@example.com', 'own-user'),
    });
    cognito.on(AdminGetUserCommand).resolves(mfa(true));
    cognito.on(AdminSetUserMFAPreferenceCommand).resolves({});
  });

  it("turns another admin's authenticator off and records who did it in the audit log", async () => {
    const answer = await reset('Lost@Example.com');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ email: 'lost@example.com', enabled: false });
    expect(cognito.commandCalls(AdminSetUserMFAPreferenceCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_pool',
      Username: 'lost@example.com',
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    });
    const entry = ddb.commandCalls(PutCommand).find((c) => c.args[0].input.TableName === 'test-auditLog');
    expect(entry?.args[0].input.Item).toMatchObject({
      kind: 'two-factor',
      action: 'reset',
      actor_id: 'a',
      actor_email: 'admin@example.com',
      subject: 'lost@example.com',
      before: JSON.stringify({ enabled: true }),
      after: JSON.stringify({ enabled: false }),
    });
  });

  it("refuses one's own factor, a traveller's, an unknown e-mail, one with none, and a non-admin caller", async () => {
    expect((await reset('admin@example.com')).json.error.message).toBe(TWO_FACTOR_MESSAGES.notForYourself);
    expect((await reset('admin@example.com')).status).toBe(403);
    const traveller = await reset('traveller@example.com');
    expect([traveller.status, traveller.json.error.message]).toEqual([404, TWO_FACTOR_MESSAGES.notAnAdmin]);
    expect((await reset('nobody@example.com')).status).toBe(404);
    cognito.on(AdminGetUserCommand).resolves(mfa(false));
    const none = await reset('lost@example.com');
    expect([none.status, none.json.error.message]).toEqual([409, TWO_FACTOR_MESSAGES.noFactor]);
    expect((await reset('lost@example.com', setup.user)).status).toBe(403);
    expect(cognito.commandCalls(AdminSetUserMFAPreferenceCommand)).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand).filter((c) => c.args[0].input.TableName === 'test-auditLog')).toEqual(
      [],
    );
  });
});
