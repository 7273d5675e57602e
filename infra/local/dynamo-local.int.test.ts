import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { startDynamoLocal, createTables, type DynamoLocal } from './dynamo-local';

describe('DynamoDB Local with the shared table definitions', () => {
  let dynamo: DynamoLocal;
  beforeAll(async () => {
    dynamo = await startDynamoLocal();
  });
  afterAll(async () => {
    await dynamo.stop();
  });

  it('creates every table with its indexes, and a second run changes nothing', async () => {
    const names = await createTables(dynamo.client, 'test');
    await createTables(dynamo.client, 'test');
    const orders = await dynamo.client.send(new DescribeTableCommand({ TableName: names.orders }));
    expect(orders.Table?.KeySchema).toEqual([{ AttributeName: 'order_id', KeyType: 'HASH' }]);
    expect(orders.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(['by-email']);
    const users = await dynamo.client.send(new DescribeTableCommand({ TableName: names.users }));
    expect(users.Table?.KeySchema?.[0]?.AttributeName).toBe('email');
  });
});
