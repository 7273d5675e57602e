import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { handler } from './register-account.handler';
import { invoke, mockEmailProof, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const request = (body: object = {}) =>
  proxyEvent('register-account', {
    body: {
      email: 'Rita@Example.com',
      fullName: 'Rita Register',
      password: 'S3cret!pw',
      proof: 'ritas-proof',
      ...body,
    },
  });

beforeEach(() => {
  ddb.reset();
  cognito.reset();
  useTestEnvironment('register-account', { userPoolId: 'eu-west-1_pool' });
  ddb.on(GetCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  mockEmailProof(ddb, 'rita@example.com', 'ritas-proof');
  cognito
    .on(AdminGetUserCommand)
    .rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
});

describe('POST /api/accounts/register', () => {
  it('creates the own-user sign-in with a verified e-mail, then the users row', async () => {
    const answer = await invoke(handler, request());
    expect(answer).toMatchObject({ status: 200, json: { success: true } });
    expect(cognito.commandCalls(AdminCreateUserCommand)[0]?.args[0].input.UserAttributes).toContainEqual({
      Name: 'email_verified',
      Value: 'true',
    });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]?.args[0].input.GroupName).toBe('own-user');
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toMatchObject({
      Username: 'rita@example.com',
      Permanent: true,
    });
    expect(ddb.commandCalls(PutCommand, { TableName: 'test-users' })[0]?.args[0].input.Item).toMatchObject({
      email: 'rita@example.com',
      full_name: 'Rita Register',
      account_type: 'own-user',
    });
  });

  it('removes the sign-in again when the users row cannot be written', async () => {
    ddb.on(PutCommand, { TableName: 'test-users' }).rejects(new Error('throttled'));
    const answer = await invoke(handler, request());
    expect(answer.status).toBe(500);
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input.Username).toBe('rita@example.com');
  });

  it('answers 409 when a sign-in exists already, creating nothing', async () => {
    cognito.on(AdminGetUserCommand).resolves({ Username: 'rita@example.com' });
    const answer = await invoke(handler, request());
    expect(answer.status).toBe(409);
    expect(answer.json.error.message).toBe(MESSAGES.account.alreadyRegistered);
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('answers 403 without a proof of the address, creating nothing', async () => {
    const answer = await invoke(handler, request({ proof: 'someone-elses' }));
    expect(answer.status).toBe(403);
    expect(answer.json.error.message).toBe(MESSAGES.emailCode.proofRequired);
    expect(cognito.calls()).toHaveLength(0);
  });
});
