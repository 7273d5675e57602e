import {
  CreateTableCommand,
  DescribeTableCommand,
  GetItemCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
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

  it('adds the indexes a table kept from an older version lacks, keeping its rows', async () => {
    // The users table as it was before the by-business index.
    await dynamo.client.send(
      new CreateTableCommand({
        TableName: 'older-users',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'email', AttributeType: 'S' },
          { AttributeName: 'id', AttributeType: 'S' },
        ],
        KeySchema: [{ AttributeName: 'email', KeyType: 'HASH' }],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'by-id',
            KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    const row = { email: { S: 'ada@example.com' }, id: { S: 'u1' } };
    await dynamo.client.send(new PutItemCommand({ TableName: 'older-users', Item: row }));
    const names = await createTables(dynamo.client, 'older');
    const users = await dynamo.client.send(new DescribeTableCommand({ TableName: names.users }));
    expect(users.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual([
      'by-business',
      'by-id',
    ]);
    const kept = await dynamo.client.send(
      new GetItemCommand({ TableName: names.users, Key: { email: row.email } }),
    );
    expect(kept.Item).toEqual(row);
  });
});
