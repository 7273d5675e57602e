import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/validation/zod';
import { quoteSchema } from '../../shared/api/common.schema';
import { topUpResultSchema } from '../../shared/api/top-up.schema';
import { ORDER_KINDS, ORDER_STATUSES } from '../../shared/order/order';
import { ConflictError } from '../lib/errors';
import type {
  OrderCursor,
  OrderRecord,
  OrderStatus,
  OrderStore,
  OrderUpdate,
  UpdateCondition,
} from '../ports/order-store';
import { isConditionFailed } from './dynamo-errors';
import { parseItem } from './dynamo-items';
import { queryAll } from './dynamo-query';

/** Newest first: created_at, then order_id, descending. */
const newestFirst = (a: OrderRecord, b: OrderRecord) =>
  b.created_at.localeCompare(a.created_at) || b.order_id.localeCompare(a.order_id);

/** Whether an order comes after the cursor in newest-first order. */
const isAfter = (order: OrderRecord, cursor: OrderCursor | undefined) =>
  !cursor ||
  order.created_at < cursor.createdAt ||
  (order.created_at === cursor.createdAt && order.order_id < cursor.orderId);

/** An orders row as the checkout and the pipeline write it. */
const orderItem: z.ZodMiniType<OrderRecord> = z.object({
  order_id: z.string(),
  user_id: z.string(),
  // Absent when an order was written without one; the mail step then reports the missing e-mail.
  user_email: z._default(z.string(), ''),
  customer_name: z.string(),
  custom_reference: z.string(),
  bundle_id: z.string(),
  coupon_code: z.nullable(z.string()),
  coupon_discount: z.number(),
  final_price: z.number(),
  status: z.enum(ORDER_STATUSES),
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
    coupon: z.nullable(z.string()),
    couponDiscount: z.number(),
    total: z.number(),
    quote: quoteSchema,
  }),
  paid: z.boolean(),
  stripe_session_id: z.nullish(z.string()),
  stripe_invoice_id: z.nullish(z.string()),
  iccid: z.nullish(z.string()),
  activation_code: z.nullish(z.string()),
  qr_code_url: z.nullish(z.string()),
  error_message: z.nullish(z.string()),
  retry_count: z.optional(z.number()),
  review_reason: z.nullish(z.string()),
  // Orders written before top-ups existed have no kind: they are eSIM orders.
  kind: z._default(z.enum(ORDER_KINDS), 'esim'),
  target_iccid: z.nullish(z.string()),
  top_up_result: z.nullish(topUpResultSchema),
  test: z.optional(z.boolean()),
  email_proven: z.optional(z.boolean()),
  allocation_callback_hash: z.nullish(z.string()),
  refund: z.nullish(
    z.object({
      state: z.enum(['pending', 'refunded']),
      amount_cents: z.number(),
      reason: z.string(),
      by: z.nullable(z.object({ id: z.string(), email: z.string() })),
      requested_at: z.string(),
      refunded_at: z.nullish(z.string()),
      stripe_refund_id: z.nullish(z.string()),
      profile_released: z.optional(z.boolean()),
    }),
  ),
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

  async update(
    orderId: string,
    update: OrderUpdate,
    expected?: OrderStatus[] | UpdateCondition,
  ): Promise<boolean> {
    const when: UpdateCondition = Array.isArray(expected) ? { status: expected } : (expected ?? {});
    const expectedStatus = when.status;
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
    if (when.paid !== undefined) {
      names['#paid_now'] = 'paid';
      values[':paid_now'] = when.paid;
      condition += ' AND #paid_now = :paid_now';
    }
    if (when.updatedAt !== undefined) {
      names['#updated_now'] = 'updated_at';
      values[':updated_now'] = when.updatedAt;
      condition += ' AND #updated_now = :updated_now';
    }
    if (when.retryCount !== undefined) {
      names['#retries_now'] = 'retry_count';
      values[':retries_now'] = when.retryCount;
      condition +=
        when.retryCount === 0
          ? ' AND (attribute_not_exists(#retries_now) OR #retries_now = :retries_now)'
          : ' AND #retries_now = :retries_now';
    }
    if (when.withoutIccid) {
      names['#iccid_now'] = 'iccid';
      values[':no_iccid'] = '';
      values[':null_type'] = 'NULL';
      condition +=
        ' AND (attribute_not_exists(#iccid_now) OR attribute_type(#iccid_now, :null_type) OR #iccid_now = :no_iccid)';
    }
    if (when.withoutRefund) {
      names['#refund_now'] = 'refund';
      values[':refund_null_type'] = 'NULL';
      condition +=
        ' AND (attribute_not_exists(#refund_now) OR attribute_type(#refund_now, :refund_null_type))';
    }
    if (when.pendingRefundSince !== undefined) {
      names['#refund_claim'] = 'refund';
      names['#refund_state'] = 'state';
      names['#refund_requested'] = 'requested_at';
      values[':refund_pending'] = 'pending';
      values[':refund_requested'] = when.pendingRefundSince;
      condition +=
        ' AND #refund_claim.#refund_state = :refund_pending AND #refund_claim.#refund_requested = :refund_requested';
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

  async listStalled(updatedBefore: string, limit: number): Promise<OrderRecord[]> {
    // The started orders are few (in flight, or waiting for a payment that expires within a day), so
    // the index's started partition, oldest first, filtered on paid and the last write, is enough.
    const found: OrderRecord[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: 'by-status-created',
          KeyConditionExpression: '#status = :started',
          FilterExpression: 'paid = :paid AND updated_at < :before',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':started': 'started', ':before': updatedBefore, ':paid': true },
          ExclusiveStartKey: startKey,
          Limit: 100,
        }),
      );
      for (const item of page.Items ?? []) found.push(parseItem(orderItem, item, this.tableName));
      startKey = page.LastEvaluatedKey;
    } while (startKey && found.length < limit);
    return found.slice(0, limit);
  }

  async listNewest(input: {
    status?: OrderStatus;
    limit: number;
    after?: OrderCursor;
  }): Promise<{ orders: OrderRecord[]; next: OrderCursor | null }> {
    const statuses = input.status ? [input.status] : ORDER_STATUSES;
    // One more than a page from each status tells whether another page exists.
    const perStatus = await Promise.all(
      statuses.map((status) => this.newestWithStatus(status, input.limit + 1, input.after)),
    );
    const merged = perStatus.flat().sort(newestFirst);
    const orders = merged.slice(0, input.limit);
    const last = orders.at(-1);
    return {
      orders,
      next:
        merged.length > input.limit && last ? { createdAt: last.created_at, orderId: last.order_id } : null,
    };
  }

  /** Up to `wanted` orders of one status after the cursor, newest first, read page by page. */
  private async newestWithStatus(
    status: OrderStatus,
    wanted: number,
    after: OrderCursor | undefined,
  ): Promise<OrderRecord[]> {
    const found: OrderRecord[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: 'by-status-created',
          KeyConditionExpression: after ? '#status = :status AND created_at <= :before' : '#status = :status',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status, ...(after && { ':before': after.createdAt }) },
          ScanIndexForward: false,
          Limit: wanted,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) {
        const order = parseItem(orderItem, item, this.tableName);
        if (isAfter(order, after)) found.push(order);
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey && found.length < wanted);
    return found.sort(newestFirst).slice(0, wanted);
  }

  async listCreatedSince(
    since: Date,
    options: { before?: Date; limit?: number } = {},
  ): Promise<OrderRecord[]> {
    const { before, limit } = options;
    const range = before
      ? {
          condition: '#status = :status AND created_at BETWEEN :since AND :until',
          // created_at is toISOString's (milliseconds): the last millisecond before `before` ends the range.
          values: { ':since': since.toISOString(), ':until': new Date(before.getTime() - 1).toISOString() },
        }
      : {
          condition: '#status = :status AND created_at >= :since',
          values: { ':since': since.toISOString() },
        };
    const perStatus = await Promise.all(
      ORDER_STATUSES.map((status) =>
        this.createdInRange(
          {
            TableName: this.tableName,
            IndexName: 'by-status-created',
            KeyConditionExpression: range.condition,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':status': status, ...range.values },
          },
          limit,
        ),
      ),
    );
    const orders = perStatus.flat().map((item) => parseItem(orderItem, item, this.tableName));
    if (limit === undefined) return orders;
    return orders.sort((a, b) => a.created_at.localeCompare(b.created_at)).slice(0, limit);
  }

  /** A status's orders of a date range, oldest first: all of them, or the first `limit`. */
  private async createdInRange(
    input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
    limit: number | undefined,
  ): Promise<Record<string, unknown>[]> {
    if (limit === undefined) return queryAll(this.doc, input);
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          ...input,
          Limit: Math.min(limit - items.length, 1000),
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey && items.length < limit);
    return items;
  }
}
