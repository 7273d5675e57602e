import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Coupon } from '../../shared/pricing/pricing';
import type { CouponStore } from '../ports/coupon-store';

/** A coupons row; one that is not a usable coupon (an unknown discount type, say) is no coupon. */
const couponItem: z.ZodType<Coupon> = z.object({
  code: z.string(),
  status: z.string().default(''),
  discount_type: z.enum(['free', 'percentage', 'fixed']),
  discount_value: z.number().default(0),
  valid_until: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
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
}
