import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RateLimit, RateLimiter } from '../ports/rate-limiter';
import { isConditionFailed } from './dynamo-errors';

/**
 * Fixed-window counters in the rateLimits table: one row per key and window, counted up by one
 * conditional update, so concurrent calls can never pass the limit together. Rows expire by TTL
 * (`expires_at`, epoch seconds) once their window is over.
 */
export class DynamoRateLimiter implements RateLimiter {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly now: () => number = Date.now,
  ) {}

  async consume({ key, limit, windowSeconds }: RateLimit): Promise<boolean> {
    const nowSeconds = Math.floor(this.now() / 1000);
    const windowStart = nowSeconds - (nowSeconds % windowSeconds);
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { id: `${key}#${windowStart}` },
          UpdateExpression: 'ADD hits :one SET expires_at = :expires',
          ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
          ExpressionAttributeValues: {
            ':one': 1,
            ':limit': limit,
            ':expires': windowStart + windowSeconds,
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }
}
