import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RateCounter } from '../ports/rate-counter';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Counters in the rateLimits table (key `id`), one atomic `ADD` per request. `expires_at` (epoch
 * seconds) is the table's TTL attribute; reads check it too, since TTL deletion is lazy.
 */
export class DynamoRateCounter implements RateCounter {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async increment(key: string, expiresAt: Date): Promise<number> {
    const result = await this.doc.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { id: key },
        UpdateExpression: 'ADD hits :one SET expires_at = if_not_exists(expires_at, :expires)',
        ExpressionAttributeValues: { ':one': 1, ':expires': epochSeconds(expiresAt) },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(result?.Attributes?.['hits'] ?? 0);
  }

  async current(key: string, now: Date): Promise<number> {
    const result = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { id: key }, ConsistentRead: true }),
    );
    const item = result?.Item;
    if (!item || Number(item['expires_at']) <= epochSeconds(now)) return 0;
    return Number(item['hits'] ?? 0);
  }
}
