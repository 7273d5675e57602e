import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { handler } from './check-account.handler';
import { invoke, mockEmailProof, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const user = {
  id: 'u',
  email: 'owner@example.com',
  full_name: 'Olive Owner',
  account_type: 'own-user',
  iccid: '8944000000000000017,8944000000000000025',
  created_at: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  ddb.reset();
  cognito.reset();
  useTestEnvironment('check-account');
  cognito
    .on(AdminGetUserCommand)
    .rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
  ddb.on(GetCommand).resolves({});
  ddb
    .on(GetCommand, { TableName: 'test-users', Key: { email: 'owner@example.com' } })
    .resolves({ Item: user });
  mockEmailProof(ddb, 'owner@example.com', 'owners-proof');
  mockEmailProof(ddb, 'new@example.com', 'newcomers-proof');
});

describe('POST /api/accounts/check', () => {
  it('shows the proven owner the whole account', async () => {
    const answer = await invoke(
      handler,
      proxyEvent('check-account', { body: { email: 'OWNER@example.com', proof: 'owners-proof' } }),
    );
    expect(answer.json).toEqual({
      exists: true,
      account: {
        fullName: 'Olive Owner',
        email: 'owner@example.com',
        iccids: ['8944000000000000017', '8944000000000000025'],
        accountType: 'own-user',
        createdAt: '2026-01-01T00:00:00Z',
        canSignIn: false,
      },
    });
  });

  it('tells the proven owner of an unknown address there is no account', async () => {
    const answer = await invoke(
      handler,
      proxyEvent('check-account', { body: { email: 'new@example.com', proof: 'newcomers-proof' } }),
    );
    expect(answer.json).toEqual({ exists: false, account: null });
  });

  it.each([
    ['no proof', { email: 'owner@example.com' }],
    ['a proof of another address', { email: 'owner@example.com', proof: 'newcomers-proof' }],
    ['a made-up proof', { email: 'new@example.com', proof: 'guess' }],
  ])('answers 403 to %s, without reading the account', async (_what, body) => {
    const answer = await invoke(handler, proxyEvent('check-account', { body }));
    expect(answer.status).toBe(403);
    expect(answer.json.error.message).toBe(MESSAGES.emailCode.proofRequired);
    expect(ddb.commandCalls(GetCommand, { TableName: 'test-users' })).toHaveLength(0);
  });
});
