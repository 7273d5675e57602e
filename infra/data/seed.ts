import { randomUUID } from 'node:crypto';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_BRAND } from '../../shared/brand/brand';
import type { Coupon } from '../../shared/pricing/pricing';
import { couponKey } from '../../lambdas/adapters/dynamo-coupon-store';
import type { UserRecord } from '../../lambdas/ports/user-store';
import type { TableId } from '../../lambdas/data/table-definitions';

/** One coupon of each kind the checkout must handle, including two it must ignore. */
export const DEMO_COUPONS: readonly Coupon[] = [
  { code: 'FREEESIM', status: 'active', discount_type: 'free', discount_value: 100, valid_until: null },
  { code: 'WELCOME10', status: 'active', discount_type: 'percentage', discount_value: 10, valid_until: null },
  { code: 'SAVE5', status: 'active', discount_type: 'fixed', discount_value: 5, valid_until: null },
  {
    code: 'EXPIRED20',
    status: 'active',
    discount_type: 'percentage',
    discount_value: 20,
    valid_until: '2024-12-31T23:59:59.000Z',
  },
  {
    code: 'INACTIVE50',
    status: 'inactive',
    discount_type: 'percentage',
    discount_value: 50,
    valid_until: null,
  },
];

/** The own-admin login of a local shop; the local runtime creates the matching Cognito user. */
export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'Admin-demo-2026!',
  full_name: 'Shop Admin',
} as const;

export interface SeedSummary {
  /** Rows written by this run (rows that existed already are left as they are). */
  coupons: string[];
  admin: boolean;
  brand: boolean;
}

async function putIfAbsent(
  doc: DynamoDBDocumentClient,
  tableName: string,
  keyName: string,
  item: Record<string, unknown>,
): Promise<boolean> {
  try {
    await doc.send(
      new PutCommand({
        TableName: tableName,
        Item: item,
        ConditionExpression: `attribute_not_exists(${keyName})`,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * Demo data for a local shop: coupons, the own-admin user row and the default brand. Idempotent:
 * an existing row (perhaps edited since) is never overwritten.
 */
export async function seedDemoData(
  doc: DynamoDBDocumentClient,
  tables: Pick<Record<TableId, string>, 'coupons' | 'users' | 'brand'>,
  now: Date = new Date(),
): Promise<SeedSummary> {
  const coupons: string[] = [];
  for (const coupon of DEMO_COUPONS) {
    const code = couponKey(coupon.code);
    if (await putIfAbsent(doc, tables.coupons, 'code', { ...coupon, code })) coupons.push(code);
  }
  const admin: UserRecord = {
    id: randomUUID(),
    email: DEMO_ADMIN.email,
    full_name: DEMO_ADMIN.full_name,
    account_type: 'own-admin',
    iccid: '',
    created_at: now.toISOString(),
  };
  const adminCreated = await putIfAbsent(doc, tables.users, 'email', { ...admin });
  const brandCreated = await putIfAbsent(doc, tables.brand, 'id', { ...DEFAULT_BRAND });
  return { coupons, admin: adminCreated, brand: brandCreated };
}
