import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { handler } from './verify-account.handler';
import { invoke, mockEmailProof, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  ddb.reset();
  useTestEnvironment('verify-account');
  ddb.on(GetCommand).resolves({});
  ddb.on(GetCommand, { TableName: 'test-users', Key: { email: 'owner@example.com' } }).resolves({
    Item: {
      id: 'u',
      email: 'owner@example.com',
      full_name: 'O',
      account_type: 'own-user',
      iccid: '8944000000000000017',
      created_at: 'x',
    },
  });
  mockEmailProof(ddb, 'owner@example.com', 'owners-proof');
  mockEmailProof(ddb, 'nobody@example.com', 'nobodys-proof');
});

describe('POST /api/accounts/verify', () => {
  it.each([
    [{ email: 'owner@example.com', iccid: '8944 0000 0000 0000 017', proof: 'owners-proof' }, 200, undefined],
    [{ email: 'owner@example.com', iccid: '8944000000000000017' }, 403, MESSAGES.emailCode.proofRequired],
    [
      { email: 'owner@example.com', iccid: '8944000000000000099', proof: 'owners-proof' },
      403,
      MESSAGES.account.iccidMismatch,
    ],
    [
      { email: 'nobody@example.com', iccid: '8944000000000000017', proof: 'nobodys-proof' },
      404,
      MESSAGES.account.userNotFound,
    ],
    [{ email: 'owner@example.com', iccid: '12', proof: 'owners-proof' }, 400, MESSAGES.iccid.invalidEntry],
  ])('%j → %i', async (body, status, message) => {
    const answer = await invoke(handler, proxyEvent('verify-account', { body }));
    expect(answer.status).toBe(status);
    expect(answer.json.error?.message).toBe(message);
  });
});
