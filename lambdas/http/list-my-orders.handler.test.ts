import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './list-my-orders.handler';
import { invoke, proxyEvent, storedOrder, useTestEnvironment } from './handler-test-support';
import { staffSetup } from './staff-tools.test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const setup = staffSetup();
const CLAIMED = '8944000000000000017';
const UNCLAIMED = '8944000000000000025';

beforeEach(() => {
  ddb.reset();
  vi.stubGlobal('fetch', setup.fetch);
  useTestEnvironment('list-my-orders', setup.values);
});
afterEach(() => vi.unstubAllGlobals());

describe('GET /api/me/orders', () => {
  it("lists the account's orders of the caller's verified e-mail, newest first", async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        storedOrder({ order_id: 'older', created_at: '2026-10-01T00:00:00.000Z', iccid: CLAIMED }),
        storedOrder({ order_id: 'newer', created_at: '2026-11-01T00:00:00.000Z', email_proven: true }),
        // Bought with the address by someone who did not prove it, and not claimed since.
        storedOrder({ order_id: 'strangers', created_at: '2026-11-02T00:00:00.000Z', iccid: UNCLAIMED }),
      ],
    });
    ddb.on(GetCommand, { TableName: 'test-users' }).resolves({
      Item: {
        id: 'u1',
        email: 'ada@example.com',
        full_name: 'Ada',
        account_type: 'own-user',
        iccid: CLAIMED,
        unclaimed_iccid: UNCLAIMED,
        created_at: 'x',
      },
    });
    const answer = await invoke(handler, proxyEvent('list-my-orders', { headers: setup.user }));
    expect(answer.json.orders.map((o: { reference: string }) => o.reference)).toEqual(['newer', 'older']);
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'test-orders',
      IndexName: 'by-email',
      ExpressionAttributeValues: { ':email': 'ada@example.com' },
    });
  });
});
