import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { quoteSchema } from '../../shared/api/common.schema';
import { ConflictError } from '../lib/errors';
import type { OrderRecord, OrderStatus, OrderStore, OrderUpdate } from '../ports/order-store';
import { isConditionFailed } from './dynamo-errors';
import { parseItem } from './dynamo-items';
import { queryAll } from './dynamo-query';

/** An orders row as the checkout and the pipeline write it. */
const orderItem: z.ZodType<OrderRecord> = z.object({
  order_id: z.string(),
  user_id: z.string(),
  // Absent when an order was written without one; the mail step then reports the missing e-mail.
  user_email: z.string().default(''),
  customer_name: z.string(),
  custom_reference: z.string(),
  bundle_id: z.string(),
  coupon_code: z.string().nullable(),
  coupon_discount: z.number(),
  final_price: z.number(),
  status: z.enum(['started', 'error', 'completed']),
  step: z.string(),
  step_number: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  order_data: z.object({
    bundle: z.object({
      bundleId: z.string(),
      name: z.string(),
      zone: z.string(),
      size: z.string(),
      validityDays: z.number(),
      countries: z.array(z.string()),
    }),
    coupon: z.string().nullable(),
    couponDiscount: z.number(),
    total: z.number(),
    quote: quoteSchema,
  }),
  paid: z.boolean(),
  stripe_session_id: z.string().nullish(),
  stripe_invoice_id: z.string().nullish(),
  iccid: z.string().nullish(),
  activation_code: z.string().nullish(),
  qr_code_url: z.string().nullish(),
  error_message: z.string().nullish(),
  retry_count: z.number().optional(),
  test: z.boolean().optional(),
});

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
    return result.Item ? parseItem(orderItem, result.Item, this.tableName) : null;
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
    const items = await queryAll(this.doc, {
      TableName: this.tableName,
      IndexName: 'by-email',
      KeyConditionExpression: 'user_email = :email',
      ExpressionAttributeValues: { ':email': email },
    });
    return items.map((item) => parseItem(orderItem, item, this.tableName));
  }
}
