import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { handler } from './verify-account.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  ddb.reset();
  useTestEnvironment('verify-account');
  ddb.on(GetCommand).resolves({});
  ddb.on(GetCommand, { Key: { email: 'owner@example.com' } }).resolves({
    Item: {
      id: 'u',
      email: 'owner@example.com',
      full_name: 'O',
      account_type: 'own-user',
      iccid: '8944000000000000017',
      created_at: 'x',
    },
  });
});

describe('POST /api/accounts/verify', () => {
  it.each([
    [{ email: 'owner@example.com', iccid: '8944 0000 0000 0000 017' }, 200, undefined],
    [{ email: 'owner@example.com', iccid: '8944000000000000099' }, 403, MESSAGES.account.iccidMismatch],
    [{ email: 'nobody@example.com', iccid: '8944000000000000017' }, 404, MESSAGES.account.userNotFound],
    [{ email: 'owner@example.com', iccid: '12' }, 400, MESSAGES.iccid.invalidEntry],
  ])('%j → %i', async (body, status, message) => {
    const answer = await invoke(handler, proxyEvent('verify-account', { body }));
    expect(answer.status).toBe(status);
    expect(answer.json.error?.message).toBe(message);
  });
});
