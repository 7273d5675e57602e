import {
  GetCommand,
  PutCommand,
  ScanCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/validation/zod';
import type { Coupon } from '../../shared/pricing/pricing';
import { ConflictError } from '../lib/errors';
import type { CouponStore } from '../ports/coupon-store';
import { isConditionFailed } from './dynamo-errors';

/** A coupons row; one that is not a usable coupon (an unknown discount type, say) is no coupon. */
const couponItem: z.ZodMiniType<Coupon> = z.object({
  code: z.string(),
  status: z._default(z.string(), ''),
  discount_type: z.enum(['free', 'percentage', 'fixed']),
  discount_value: z._default(z.number(), 0),
  valid_until: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? null),
  ),
});

/** Coupon codes are stored upper-cased, so a lookup ignores the case the buyer typed. */
export const couponKey = (code: string) => code.trim().toUpperCase();

export class DynamoCouponStore implements CouponStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(code: string): Promise<Coupon | null> {
    const key = couponKey(code);
    if (!key) return null;
    const result = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { code: key } }));
    const coupon = couponItem.safeParse(result.Item);
    return coupon.success ? coupon.data : null;
  }

  async list(): Promise<Coupon[]> {
    const coupons: Coupon[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new ScanCommand({ TableName: this.tableName, ExclusiveStartKey: startKey }),
      );
      for (const item of page.Items ?? []) {
        const coupon = couponItem.safeParse(item);
        if (coupon.success) coupons.push(coupon.data);
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return coupons;
  }

  async create(coupon: Coupon): Promise<void> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { ...coupon, code: couponKey(coupon.code) },
          ConditionExpression: 'attribute_not_exists(code)',
        }),
      );
    } catch (error) {
      if (isConditionFailed(error)) throw new ConflictError('A coupon with this code already exists');
      throw error;
    }
  }

  async setStatus(code: string, status: string): Promise<Coupon | null> {
    try {
      const result = await this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { code: couponKey(code) },
          UpdateExpression: 'SET #status = :status',
          ConditionExpression: 'attribute_exists(code)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const coupon = couponItem.safeParse(result.Attributes);
      return coupon.success ? coupon.data : null;
    } catch (error) {
      if (isConditionFailed(error)) return null;
      throw error;
    }
  }
}
