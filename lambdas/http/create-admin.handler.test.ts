import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { createTestIssuer } from '../lib/test-tokens.test-support';
import { ADMIN_EXISTS_MESSAGE } from '../use-cases/create-admin';
import { handler } from './create-admin.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const issuer = createTestIssuer();
const adminToken = issuer.sign({ sub: 'a', email: 'admin@example.com', 'cognito:groups': ['own-admin'] });
const userToken = issuer.sign({ sub: 'u', email: 'ada@example.com', 'cognito:groups': ['own-user'] });
const request = (token: string, body: object) =>
  proxyEvent('create-admin', { headers: { Authorization: `Bearer ${token}` }, body });

beforeEach(() => {
  ddb.reset();
  cognito.reset();
  vi.stubGlobal('fetch', issuer.fetchJwks);
  useTestEnvironment('create-admin', { tokenIssuer: issuer.pool, userPoolId: 'eu-west-1_pool' });
  ddb.on(GetCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  cognito.on(AdminCreateUserCommand).resolves({});
  cognito.on(AdminAddUserToGroupCommand).resolves({});
  cognito.on(AdminSetUserPasswordCommand).resolves({});
  cognito.on(AdminDeleteUserCommand).resolves({});
});
afterEach(() => vi.unstubAllGlobals());

describe('POST /api/admin/admins', () => {
  it('creates an own-admin sign-in with a permanent password and its users row', async () => {
    const answer = await invoke(
      handler,
      request(adminToken, { email: 'grace@example.com', password: 'Adm1n!pass' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ id: expect.any(String), email: 'grace@example.com', name: 'grace' });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]?.args[0].input.GroupName).toBe('own-admin');
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toMatchObject({
      Password: 'Adm1n!pass',
      Permanent: true,
    });
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      id: answer.json.id,
      email: 'grace@example.com',
      full_name: 'grace',
      account_type: 'own-admin',
      iccid: '',
    });
  });

  it('refuses a caller who is not an own-admin and creates nothing', async () => {
    const answer = await invoke(
      handler,
      request(userToken, { email: 'grace@example.com', password: 'Adm1n!pass' }),
    );
    expect(answer.status).toBe(403);
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 409 for an e-mail that already signs in, writing no row', async () => {
    cognito
      .on(AdminCreateUserCommand)
      .rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));
    const answer = await invoke(
      handler,
      request(adminToken, { email: 'grace@example.com', password: 'Adm1n!pass' }),
    );
    expect(answer.status).toBe(409);
    expect(answer.json.error.message).toBe(ADMIN_EXISTS_MESSAGE);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('removes the new sign-in again when the row cannot be written', async () => {
    ddb.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'taken', $metadata: {} }));
    const taken = await invoke(
      handler,
      request(adminToken, { email: 'grace@example.com', password: 'Adm1n!pass' }),
    );
    expect(taken.status).toBe(409);
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input.Username).toBe('grace@example.com');

    ddb.on(PutCommand).rejects(new Error('throttled'));
    const failed = await invoke(
      handler,
      request(adminToken, { email: 'grace@example.com', password: 'Adm1n!pass' }),
    );
    expect(failed.status).toBe(502);
    expect(failed.json.error.message).toBe(MESSAGES.admin.adminCreateFailed);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(2);
  });

  it('asks for a password of at least 8 characters', async () => {
    const answer = await invoke(
      handler,
      request(adminToken, { email: 'grace@example.com', password: 'short' }),
    );
    expect(answer.status).toBe(400);
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });
});
