import * as z from '../validation/zod';
import { accountTypeSchema } from './accounts.schema';
import { centsSchema, quoteSchema } from './common.schema';
import { ORDER_KINDS } from '../order/order';
import { orderStatusSchema } from './orders.schema';
import { orderRefundSchema } from './refunds.schema';

/**
 * The admin console's lists and actions beyond the spec's screens: orders, coupons and users.
 * Query values arrive as strings and are coerced here, so handlers get typed values.
 */

/** A free-text search: trimmed, at most 254 characters (an e-mail), absent when empty. */
const searchText = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(254, 'The search is too long.'))),
  z.transform((value) => value || undefined),
);

/** An opaque continuation token from a previous page's `nextCursor`. */
const cursorField = z.optional(z.string().check(z.maxLength(2048, 'This page link is no longer valid.')));

/** A whole number of the query string from `min` to `max`, `message` for anything else; `fallback` when absent. */
const wholeNumberParam = (min: number, max: number, message: string, fallback: number) =>
  z._default(
    z.coerce.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message)),
    fallback,
  );

const pageSize = (fallback: number) =>
  wholeNumberParam(1, 100, 'The page size must be a number between 1 and 100.', fallback);

/** GET /api/admin/esims query: ICCID digits or an e-mail, one page of the SIM overview. */
export const adminEsimsQuerySchema = z.object({
  q: searchText,
  page: wholeNumberParam(1, 100_000, 'The page must be a whole number from 1.', 1),
  pageSize: pageSize(24),
});

/** GET /api/admin/orders query: by reference or e-mail, by status, newest first. */
export const adminOrdersQuerySchema = z.object({
  q: searchText,
  status: z.union([
    z.optional(orderStatusSchema),
    z.pipe(
      z.literal(''),
      z.transform(() => undefined),
    ),
  ]),
  cursor: cursorField,
  limit: pageSize(20),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

export const adminOrderSchema = z.object({
  reference: z.string(),
  email: z.string(),
  customerName: z.string(),
  bundleName: z.string(),
  zone: z.string(),
  /** What the order buys: a new eSIM or a top-up; it decides the fulfilment steps (7 or 3). */
  kind: z.enum(ORDER_KINDS),
  status: orderStatusSchema,
  /** order_created, started_{step}, completed_{step} or error_{step}. */
  step: z.string(),
  stepNumber: z.int(),
  paid: z.boolean(),
  /** Tax-inclusive amount charged, integer cents. */
  totalCents: centsSchema,
  /** The server's price breakdown of the order: the console shows the same lines as the buyer saw. */
  quote: quoteSchema,
  couponCode: z.nullable(z.string()),
  iccid: z.nullable(z.string()),
  errorMessage: z.nullable(z.string()),
  retryCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The order's refund (amount, who, why, when); null or absent when it was never refunded. */
  refund: z.optional(z.nullable(orderRefundSchema)),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** Paid orders and what they brought in since a moment (today's or this week's start, UTC). */
const revenueSchema = z.object({ count: z.int().check(z.nonnegative()), totalCents: centsSchema });

export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderSchema),
  nextCursor: z.nullable(z.string()),
  totals: z.object({ today: revenueSchema, week: revenueSchema }),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

/** GET /api/admin/users query. */
export const adminUsersQuerySchema = z.object({ q: searchText, cursor: cursorField, limit: pageSize(25) });

export const adminUsersResponseSchema = z.object({
  users: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      accountType: accountTypeSchema,
      createdAt: z.string(),
    }),
  ),
  nextCursor: z.nullable(z.string()),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const COUPON_MESSAGES = {
  codeRequired: 'Please enter a coupon code',
  codeFormat: 'Use 3-32 letters, digits, - or _',
  percentage: 'A percentage must be a whole number from 1 to 100',
  fixed: 'An amount must be between €0.01 and €1,000.00',
  validUntil: 'Please choose a date in the future',
  exists: 'A coupon with this code already exists',
  notFound: 'There is no coupon with this code',
} as const;

export const couponDiscountTypeSchema = z.enum(['free', 'percentage', 'fixed']);

export const adminCouponSchema = z.object({
  code: z.string(),
  status: z.string(),
  discountType: couponDiscountTypeSchema,
  /** Percent for percentage, euros for fixed, 0 for free. */
  discountValue: z.number(),
  validUntil: z.nullable(z.string()),
  /** Active and not past its end: the checkout takes it. */
  usable: z.boolean(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponsResponseSchema = z.object({ coupons: z.array(adminCouponSchema) });

const couponCode = z.pipe(
  z
    .string({ error: COUPON_MESSAGES.codeRequired })
    .check(
      z.trim(),
      z.minLength(1, COUPON_MESSAGES.codeRequired),
      z.regex(/^[A-Za-z0-9_-]{3,32}$/, COUPON_MESSAGES.codeFormat),
    ),
  z.transform((code) => code.toUpperCase()),
);

/** POST /api/admin/coupons: a new coupon; its code is unique whatever its case. */
export const createCouponRequestSchema = z
  .strictObject({
    code: couponCode,
    discountType: couponDiscountTypeSchema,
    discountValue: z.optional(z.number()),
    /** The last moment it applies (ISO date or date-time); absent for no end. */
    validUntil: z
      .pipe(
        z.optional(z.string().check(z.trim(), z.maxLength(40))),
        z.transform((value) => value || undefined),
      )
      .check(
        z.refine(
          (value) => value === undefined || !Number.isNaN(Date.parse(value)),
          COUPON_MESSAGES.validUntil,
        ),
      ),
  })
  .check(
    z.superRefine((coupon, ctx) => {
      const value = coupon.discountValue;
      if (
        coupon.discountType === 'percentage' &&
        (value === undefined || !Number.isInteger(value) || value < 1 || value > 100)
      )
        ctx.addIssue({ code: 'custom', path: ['discountValue'], message: COUPON_MESSAGES.percentage });
      if (
        coupon.discountType === 'fixed' &&
        (value === undefined ||
          !Number.isFinite(value) ||
          value < 0.01 ||
          value > 1000 ||
          Math.abs(Math.round(value * 100) - value * 100) > 1e-9)
      )
        ctx.addIssue({ code: 'custom', path: ['discountValue'], message: COUPON_MESSAGES.fixed });
    }),
  );
export type CreateCouponRequest = z.input<typeof createCouponRequestSchema>;

/** Path of /api/admin/coupons/{code}/…: a code that cannot exist names no coupon. */
export const couponPathSchema = z.object({
  code: z.pipe(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, COUPON_MESSAGES.notFound)),
    z.transform((code) => code.toUpperCase()),
  ),
});
