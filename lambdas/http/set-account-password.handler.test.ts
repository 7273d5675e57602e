import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InvalidPasswordException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { handler } from './set-account-password.handler';
import { invoke, mockEmailProof, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const ICCID = '8944000000000000017';
const request = (body: object) =>
  proxyEvent('set-account-password', { body: { proof: 'adas-proof', ...body } });

beforeEach(() => {
  ddb.reset();
  cognito.reset();
  useTestEnvironment('set-account-password', { userPoolId: 'eu-west-1_pool' });
  ddb.on(GetCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  for (const [email, accountType] of [
    ['ada@example.com', 'own-user'],
    ['admin@example.com', 'own-admin'],
  ]) {
    ddb.on(GetCommand, { TableName: 'test-users', Key: { email } }).resolves({
      Item: {
        id: `id-${email}`,
        email,
        full_name: 'Ada Traveller',
        account_type: accountType,
        iccid: ICCID,
        created_at: 'x',
      },
    });
  }
  mockEmailProof(ddb, 'ada@example.com', 'adas-proof');
  mockEmailProof(ddb, 'admin@example.com', 'admins-proof');
  mockEmailProof(ddb, 'bob@example.com', 'bobs-proof');
  cognito
    .on(AdminGetUserCommand)
    .rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
  cognito.on(AdminCreateUserCommand).resolves({});
  cognito.on(AdminAddUserToGroupCommand).resolves({});
  cognito.on(AdminSetUserPasswordCommand).resolves({});
});

describe('POST /api/accounts/password', () => {
  it('creates the verified owner’s sign-in in its group and sets a permanent password', async () => {
    const answer = await invoke(
      handler,
      request({ email: 'Ada@Example.com', iccid: ICCID, password: 'S3cret!pw' }),
    );
    expect(answer).toEqual(expect.objectContaining({ status: 200, json: { success: true, created: true } }));
    // The proof is used up by one conditional delete.
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'test-verifications',
      ConditionExpression: 'email = :email AND expires_at > :now',
    });
    expect(cognito.commandCalls(AdminCreateUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_pool',
      Username: 'ada@example.com',
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: 'ada@example.com' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: 'Ada Traveller' },
      ],
    });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]?.args[0].input).toMatchObject({
      Username: 'ada@example.com',
      GroupName: 'own-user',
    });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_pool',
      Username: 'ada@example.com',
      Password: 'S3cret!pw',
      Permanent: true,
    });
  });

  it('only changes the password when the sign-in exists', async () => {
    cognito.on(AdminGetUserCommand).resolves({ Username: 'ada@example.com' });
    const answer = await invoke(
      handler,
      request({ email: 'ada@example.com', iccid: ICCID, password: 'S3cret!pw' }),
    );
    expect(answer).toMatchObject({ status: 200, json: { success: true, created: false } });
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(1);
  });

  it.each([
    [
      { email: 'ada@example.com', iccid: '8944000000000000099', password: 'S3cret!pw' },
      403,
      MESSAGES.account.iccidMismatch,
    ],
    [
      { email: 'bob@example.com', iccid: ICCID, password: 'S3cret!pw', proof: 'bobs-proof' },
      404,
      MESSAGES.account.userNotFound,
    ],
    [
      { email: 'ada@example.com', iccid: ICCID, password: 'S3cret!pw', proof: '' },
      403,
      MESSAGES.emailCode.proofRequired,
    ],
    [
      { email: 'ada@example.com', iccid: ICCID, password: 'S3cret!pw', proof: 'bobs-proof' },
      403,
      MESSAGES.emailCode.proofRequired,
    ],
    [
      { email: 'admin@example.com', iccid: ICCID, password: 'S3cret!pw', proof: 'admins-proof' },
      403,
      MESSAGES.account.notClaimable,
    ],
    [{ email: 'ada@example.com', iccid: ICCID, password: 'short' }, 400, MESSAGES.password.tooShort],
    // A medium password: refused in the shop's words before the pool is asked.
    [
      { email: 'ada@example.com', iccid: ICCID, password: 's3cret!pw' },
      400,
      'Password must contain an uppercase letter',
    ],
  ])('%j → %i, the proof kept and no Cognito change', async (body, status, message) => {
    const answer = await invoke(handler, request(body));
    expect(answer.status).toBe(status);
    expect(answer.json.error.message).toBe(message);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('answers 400 with the pool’s reason should its policy still reject a password, 502 for other failures', async () => {
    cognito
      .on(AdminSetUserPasswordCommand)
      .rejects(
        new InvalidPasswordException({ message: 'Password must have uppercase characters', $metadata: {} }),
      );
    const rejected = await invoke(
      handler,
      request({ email: 'ada@example.com', iccid: ICCID, password: 'S3cret!pw' }),
    );
    expect(rejected.status).toBe(400);
    expect(rejected.json.error.message).toBe('Password must have uppercase characters');

    cognito.on(AdminSetUserPasswordCommand).rejects(new Error('socket hang up'));
    const failed = await invoke(
      handler,
      request({ email: 'ada@example.com', iccid: ICCID, password: 'S3cret!pw' }),
    );
    expect(failed.status).toBe(502);
    expect(failed.json.error.message).toBe(MESSAGES.password.updateFailed);
  });
});
