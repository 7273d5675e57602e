import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Coupon } from '../../shared/pricing/pricing';
import type { CouponStore } from '../ports/coupon-store';

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
    const item = result.Item;
    if (!item) return null;
    const type = item.discount_type;
    if (type !== 'free' && type !== 'percentage' && type !== 'fixed') return null;
    return {
      code: String(item.code),
      status: String(item.status ?? ''),
      discount_type: type,
      discount_value: Number(item.discount_value ?? 0),
      valid_until: typeof item.valid_until === 'string' ? item.valid_until : null,
    };
  }
}
