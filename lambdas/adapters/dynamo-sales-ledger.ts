import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/validation/zod';
import type { OrderRecord } from '../ports/order-store';
import {
  saleIncrements,
  type CouponDaySales,
  type DaySales,
  type SaleRefund,
  type SalesCounters,
  type SalesDays,
  type SalesLedger,
  type SaleStep,
  type ZoneDaySales,
} from '../ports/sales-ledger';
import { parseItem } from './dynamo-items';
import { queryAll } from './dynamo-query';

/** Longer than any webhook redelivery (Stripe: three days) or Retry Flow of a failed order. */
const MARKER_RETENTION_SECONDS = 365 * 24 * 3600;

/** The attribute of each counter, as stored. */
export const COUNTER_ATTRIBUTES = {
  started: 'started',
  paid: 'paid',
  grossCents: 'gross_cents',
  vatCents: 'vat_cents',
  netCents: 'net_cents',
  delivered: 'delivered',
  failed: 'failed',
  refunds: 'refunds',
  refundedCents: 'refunded_cents',
} as const satisfies Record<keyof SalesCounters, string>;

const COUNTER_KEYS = Object.keys(COUNTER_ATTRIBUTES) as (keyof SalesCounters)[];

export type Dimension = 'day' | 'zone' | 'coupon';

/** The UTC day of a time, YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * A month's items of one dimension share a partition (`day#2026-11`), sorted by day (`2026-11-28`, or
 * `2026-11-28#europe` for a zone): a range of days is one Query per month, and no partition takes
 * every write of the shop's life.
 */
const partition = (dimension: Dimension, day: string) => `${dimension}#${day.slice(0, 7)}`;

/** The key of a counter item: a day's own (`name` absent), or a day's zone or coupon. */
export const counterKey = (dimension: Dimension, day: string, name?: string) => ({
  pk: partition(dimension, day),
  sk: name === undefined ? day : `${day}#${name}`,
});

const count = z._default(z.number(), 0);
/** A counter item as stored: its day, its zone or coupon, and the counters it has been added to. */
const counterItem = z.object({
  date: z.string(),
  zone: z.optional(z.string()),
  coupon: z.optional(z.string()),
  started: count,
  paid: count,
  gross_cents: count,
  vat_cents: count,
  net_cents: count,
  delivered: count,
  failed: count,
  refunds: count,
  refunded_cents: count,
});
type CounterItem = z.infer<typeof counterItem>;

const countersOf = (row: CounterItem): SalesCounters =>
  Object.fromEntries(COUNTER_KEYS.map((key) => [key, row[COUNTER_ATTRIBUTES[key]]])) as Record<
    keyof SalesCounters,
    number
  >;

/**
 * The sales table (key pk + sk): counters per UTC day, day × zone and day × coupon, and a marker per
 * order step or refund counted. Each count is one transaction: the marker's conditional put and the
 * counters' atomic ADDs, so a step counted before (the marker exists) adds nothing.
 */
export class DynamoSalesLedger implements SalesLedger {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  recordOrder(step: SaleStep, order: OrderRecord, at: Date): Promise<boolean> {
    if (order.test) return Promise.resolve(false);
    return this.count({ pk: `order#${order.order_id}`, sk: step }, order, saleIncrements(step, order), at);
  }

  recordRefund(refund: SaleRefund): Promise<boolean> {
    if (refund.order.test) return Promise.resolve(false);
    return this.count(
      { pk: `refund#${refund.refundId}`, sk: 'refund' },
      refund.order,
      { refunds: 1, refundedCents: refund.amountCents },
      refund.at,
    );
  }

  private async count(
    marker: { pk: string; sk: string },
    order: OrderRecord,
    increments: Partial<SalesCounters>,
    at: Date,
  ): Promise<boolean> {
    const day = utcDay(at);
    const zone = order.order_data.bundle.zone;
    const coupon = order.coupon_code;
    const names: Record<string, string> = { '#date': 'date' };
    const values: Record<string, unknown> = { ':date': day };
    const adds = Object.entries(increments).map(([key, amount], i) => {
      names[`#c${i}`] = COUNTER_ATTRIBUTES[key as keyof SalesCounters];
      values[`:c${i}`] = amount;
      return `#c${i} :c${i}`;
    });
    const update = (dimension: Dimension, name?: string, extra: Record<string, string> = {}) => {
      const sets = Object.keys(extra).map((name) => `#${name} = :${name}`);
      return {
        Update: {
          TableName: this.tableName,
          Key: counterKey(dimension, day, name),
          UpdateExpression: `SET ${['#date = :date', ...sets].join(', ')} ADD ${adds.join(', ')}`,
          ExpressionAttributeNames: {
            ...names,
            ...Object.fromEntries(Object.keys(extra).map((name) => [`#${name}`, name])),
          },
          ExpressionAttributeValues: {
            ...values,
            ...Object.fromEntries(Object.entries(extra).map(([name, value]) => [`:${name}`, value])),
          },
        },
      };
    };
    try {
      await this.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.tableName,
                Item: {
                  ...marker,
                  order_id: order.order_id,
                  counted_at: at.toISOString(),
                  expires_at: Math.floor(at.getTime() / 1000) + MARKER_RETENTION_SECONDS,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            update('day'),
            update('zone', zone, { zone }),
            ...(coupon ? [update('coupon', coupon, { coupon })] : []),
          ],
        }),
      );
      return true;
    } catch (error) {
      if (markerExisted(error)) return false;
      throw error;
    }
  }

  async readDays(from: string, to: string): Promise<SalesDays> {
    const months = monthsBetween(from, to);
    const read = async (dimension: Dimension): Promise<CounterItem[]> => {
      const pages = await Promise.all(
        months.map((month) =>
          queryAll(this.doc, {
            TableName: this.tableName,
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            // The last day's own item sorts as `to`; its zones and coupons as `to#…`, all below `to$`.
            ExpressionAttributeValues: { ':pk': `${dimension}#${month}`, ':from': from, ':to': `${to}$` },
          }),
        ),
      );
      return pages.flat().map((item) => parseItem(counterItem, item, this.tableName));
    };
    const [days, zones, coupons] = await Promise.all([read('day'), read('zone'), read('coupon')]);
    return {
      days: days.map((row): DaySales => ({ date: row.date, ...countersOf(row) })),
      zones: zones.map((row): ZoneDaySales => ({ date: row.date, zone: row.zone ?? '', ...countersOf(row) })),
      coupons: coupons.map((row): CouponDaySales => ({
        date: row.date,
        coupon: row.coupon ?? '',
        ...countersOf(row),
      })),
    };
  }
}

/** The months (YYYY-MM) from the month of `from` to that of `to`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const cursor = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
  const last = to.slice(0, 7);
  while (cursor.toISOString().slice(0, 7) <= last) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/** The transaction was cancelled because the marker's condition failed: counted before. */
function markerExisted(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return reasons?.[0]?.Code === 'ConditionalCheckFailed';
}
