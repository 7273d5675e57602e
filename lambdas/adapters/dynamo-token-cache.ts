import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TokenCache } from './http-esim-provider';

/**
 * Provider tokens in the providerTokens table, shared by every Lambda container. `expires_at`
 * (epoch seconds) is the table's TTL attribute; reads also check it, since TTL deletion is lazy.
 */
export class DynamoTokenCache implements TokenCache {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly now: () => number = Date.now,
  ) {}

  async get(id: string): Promise<string | null> {
    const { Item } = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: { id }, ConsistentRead: true }),
    );
    if (!Item || typeof Item.token !== 'string' || typeof Item.expires_at !== 'number') return null;
    return Item.expires_at * 1000 > this.now() ? Item.token : null;
  }

  async put(id: string, token: string, expiresAt: Date): Promise<void> {
    await this.client.send(
      new PutCommand({
        TableName: this.tableName,
        Item: {
          id,
          token,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
          updated_at: new Date(this.now()).toISOString(),
        },
      }),
    );
  }
}
