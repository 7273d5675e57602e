import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './list-my-orders.handler';
import { invoke, proxyEvent, storedOrder, useTestEnvironment } from './handler-test-support';
import { staffSetup } from './staff-tools.test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const setup = staffSetup();

beforeEach(() => {
  ddb.reset();
  vi.stubGlobal('fetch', setup.fetch);
  useTestEnvironment('list-my-orders', setup.values);
});
afterEach(() => vi.unstubAllGlobals());

describe('GET /api/me/orders', () => {
  it("lists the orders of the caller's verified e-mail, newest first", async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        storedOrder({ order_id: 'older', created_at: '2026-10-01T00:00:00.000Z' }),
        storedOrder({ order_id: 'newer', created_at: '2026-11-01T00:00:00.000Z' }),
      ],
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
