import * as z from '../validation/zod';
import { centsSchema } from './common.schema';

/** The Sales tab's periods: the last 7, 30 or 90 days, today (UTC) included. */
export const SALES_PERIODS = [7, 30, 90] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

/** The most orders one CSV export holds; a longer range is refused, to be split. */
export const MAX_EXPORTED_ORDERS = 5000;

const PERIOD_MESSAGE = 'The period must be 7, 30 or 90 days.';

/** GET /api/admin/sales query: the period in days (30 when absent). */
export const salesQuerySchema = z.object({
  days: z.pipe(
    z._default(z.enum(['7', '30', '90'], { error: PERIOD_MESSAGE }), '30'),
    z.transform((value) => Number(value) as SalesPeriod),
  ),
});

const count = z.int().check(z.nonnegative());
/** A share from 0 to 1; null when nothing was there to convert (no checkout, no paid order). */
const rate = z.nullable(z.number().check(z.gte(0), z.lte(1)));

/** The figures of a day, a zone, a coupon or the whole period. */
export const salesFiguresSchema = z.object({
  /** Checkouts started (orders written). */
  started: count,
  /** Orders paid (or confirmed free). */
  orders: count,
  /** Charged, VAT included; VAT; gross less VAT. Integer cents. */
  grossCents: centsSchema,
  vatCents: centsSchema,
  netCents: centsSchema,
  refunds: count,
  refundedCents: centsSchema,
  /** Gross per order, rounded to the cent; 0 without orders. */
  averageOrderCents: centsSchema,
  delivered: count,
  failed: count,
  /** Conversion: orders of checkouts started, and deliveries of orders. */
  paidRate: rate,
  deliveredRate: rate,
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const salesResponseSchema = z.object({
  days: z.literal(SALES_PERIODS),
  /** The first and last day of the period, YYYY-MM-DD (UTC). */
  from: z.string(),
  to: z.string(),
  /** Every day of the period, oldest first, with zeros on a day without sales. */
  daily: z.array(z.extend(salesFiguresSchema, { date: z.string() })),
  totals: salesFiguresSchema,
  /** The period's figures per zone and per coupon, largest gross first. */
  zones: z.array(z.extend(salesFiguresSchema, { zone: z.string() })),
  coupons: z.array(z.extend(salesFiguresSchema, { coupon: z.string() })),
});
export type SalesResponse = z.infer<typeof salesResponseSchema>;

const DATE_MESSAGE = 'Enter the dates as YYYY-MM-DD.';
const isoDay = z.string({ error: DATE_MESSAGE }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE),
  z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), DATE_MESSAGE),
);

/** GET /api/admin/sales/export query: the orders created from `from` to `to` (UTC days, both included). */
export const salesExportQuerySchema = z.object({ from: isoDay, to: isoDay }).check(
  z.refine((range) => range.from <= range.to, {
    message: 'The start date must not be after the end date.',
    path: ['to'],
  }),
);
export type SalesExportQuery = z.output<typeof salesExportQuerySchema>;

export const salesExportResponseSchema = z.object({
  /** `orders-<from>-to-<to>.csv` */
  filename: z.string(),
  /** RFC 4180: a header line, then one line per order, oldest first; CRLF line ends. */
  csv: z.string(),
  count: count,
});
export type SalesExportResponse = z.infer<typeof salesExportResponseSchema>;
