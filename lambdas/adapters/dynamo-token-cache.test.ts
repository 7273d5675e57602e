import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoTokenCache } from './dynamo-token-cache';

const NOW = Date.parse('2026-01-01T12:00:00Z');
const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
const ddb = mockClient(DynamoDBDocumentClient);
const cache = new DynamoTokenCache(doc, 'tokens', () => NOW);

beforeEach(() => ddb.reset());

describe('DynamoTokenCache', () => {
  it('stores the token with its expiry in epoch seconds (the TTL attribute)', async () => {
    ddb.on(PutCommand).resolves({});
    await cache.put('esim-provider', 'tok', new Date(NOW + 50 * 60_000));
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toMatchObject({
      TableName: 'tokens',
      Item: { id: 'esim-provider', token: 'tok', expires_at: (NOW + 50 * 60_000) / 1000 },
    });
  });

  it('returns a token that has not expired yet', async () => {
    ddb.on(GetCommand).resolves({ Item: { id: 'esim-provider', token: 'tok', expires_at: NOW / 1000 + 60 } });
    await expect(cache.get('esim-provider')).resolves.toBe('tok');
  });

  it('ignores an expired row that TTL has not deleted yet', async () => {
    ddb.on(GetCommand).resolves({ Item: { id: 'esim-provider', token: 'tok', expires_at: NOW / 1000 - 1 } });
    await expect(cache.get('esim-provider')).resolves.toBeNull();
  });
});
