import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './check-account.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const user = {
  id: 'u',
  email: 'owner@example.com',
  full_name: 'Olive Owner',
  account_type: 'own-user',
  iccid: '8944000000000000017',
  created_at: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  ddb.reset();
  useTestEnvironment('check-account');
  ddb.on(GetCommand).resolves({});
  ddb.on(GetCommand, { Key: { email: 'owner@example.com' } }).resolves({ Item: user });
});

describe('POST /api/accounts/check', () => {
  it('shows an existing account without revealing the full ICCID', async () => {
    const answer = await invoke(
      handler,
      proxyEvent('check-account', { body: { email: 'OWNER@example.com' } }),
    );
    expect(answer.json).toEqual({
      exists: true,
      account: {
        fullName: 'Olive Owner',
        email: 'owner@example.com',
        iccid: '•••••••••••••••0017',
        accountType: 'own-user',
        createdAt: '2026-01-01T00:00:00Z',
      },
    });
  });

  it('says when there is no account', async () => {
    const answer = await invoke(handler, proxyEvent('check-account', { body: { email: 'new@example.com' } }));
    expect(answer.json).toEqual({ exists: false, account: null });
  });
});
