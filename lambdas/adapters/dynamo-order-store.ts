import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '../lib/errors';
import type { OrderRecord, OrderStatus, OrderStore, OrderUpdate } from '../ports/order-store';
import { isConditionFailed } from './dynamo-errors';
import { queryAll } from './dynamo-query';

/** Orders in the orders table (key order_id, index by-email). */
export class DynamoOrderStore implements OrderStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(order: OrderRecord): Promise<void> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: order,
          ConditionExpression: 'attribute_not_exists(order_id)',
        }),
      );
    } catch (error) {
      if (isConditionFailed(error)) throw new ConflictError('This order exists already.');
      throw error;
    }
  }

  async get(orderId: string): Promise<OrderRecord | null> {
    const result = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { order_id: orderId }, ConsistentRead: true }),
    );
    return (result.Item as OrderRecord | undefined) ?? null;
  }

  async update(orderId: string, update: OrderUpdate, expectedStatus?: OrderStatus[]): Promise<boolean> {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets: string[] = [];
    const entries = Object.entries({ ...update, updated_at: this.now().toISOString() }).filter(
      ([, value]) => value !== undefined,
    );
    entries.forEach(([field, value], i) => {
      names[`#f${i}`] = field;
      values[`:v${i}`] = value;
      sets.push(`#f${i} = :v${i}`);
    });
    let condition = 'attribute_exists(order_id)';
    if (expectedStatus && expectedStatus.length > 0) {
      names['#status_now'] = 'status';
      const placeholders = expectedStatus.map((status, i) => {
        values[`:expected${i}`] = status;
        return `:expected${i}`;
      });
      condition += ` AND #status_now IN (${placeholders.join(', ')})`;
    }
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { order_id: orderId },
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }

  async listByEmail(email: string): Promise<OrderRecord[]> {
    return queryAll<OrderRecord>(this.doc, {
      TableName: this.tableName,
      IndexName: 'by-email',
      KeyConditionExpression: 'user_email = :email',
      ExpressionAttributeValues: { ':email': email },
    });
  }
}
