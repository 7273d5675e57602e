import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/validation/zod';
import type { TokenCache } from './http-esim-provider';

/** A cached token; a row of another shape is no token (the provider is asked for a new one). */
const tokenItem = z.object({ token: z.string(), expires_at: z.number() });

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
    const cached = tokenItem.safeParse(Item);
    if (!cached.success) return null;
    return cached.data.expires_at * 1000 > this.now() ? cached.data.token : null;
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
