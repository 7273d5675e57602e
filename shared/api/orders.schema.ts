import * as z from '../validation/zod';
import { ORDER_STATUSES } from '../order/order';
import { MESSAGES } from '../validation/messages';
import { ORDER_KINDS } from '../order/order';
import { quoteSchema } from './common.schema';
import { topUpResultSchema } from './top-up.schema';

/** Path parameter of /api/orders/{reference}: a reference that cannot exist is an order that does not. */
const orderReferenceSchema = z
  .string()
  .check(
    z.minLength(1, MESSAGES.success.notExist),
    z.maxLength(200, MESSAGES.success.notExist),
    z.regex(/^[A-Za-z0-9_-]+$/, MESSAGES.success.notExist),
  );

/** The path parameters of every /api/orders/{reference} route. */
export const orderPathSchema = z.object({ reference: orderReferenceSchema });

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const esimDetailsSchema = z.object({
  iccid: z.string(),
  activationCode: z.string(),
  /** PNG data URL of the activation QR code. */
  qrCodeDataUrl: z.string(),
});
export type EsimDetails = z.infer<typeof esimDetailsSchema>;

/** GET /api/orders/{reference}: what the success page shows while it polls. */
export const orderViewSchema = z.object({
  reference: z.string(),
  /** A new eSIM, or a top-up of an eSIM the traveller has (no new QR code). */
  kind: z.enum(ORDER_KINDS),
  status: orderStatusSchema,
  /** e.g. order_created, started_poll_for_iccid, completed_order_completed, error_send_email. */
  step: z.string(),
  /** 0-6 for an eSIM order, 0-2 for a top-up. */
  stepNumber: z.int().check(z.gte(-1), z.lte(6)),
  progressText: z.string(),
  /** Payment confirmed (or free) and fulfilment has begun. */
  paid: z.boolean(),
  /** Completed: the eSIM was delivered and e-mailed. */
  delivered: z.boolean(),
  summary: z.object({
    bundleId: z.string(),
    bundleName: z.string(),
    zone: z.string(),
    size: z.string(),
    validityDays: z.int(),
    countries: z.array(z.string()),
    couponCode: z.nullable(z.string()),
    quote: quoteSchema,
  }),
  esim: z.nullable(esimDetailsSchema),
  /** A top-up order: its eSIM, and the data it has once the top-up is applied (null before); null for an eSIM order. */
  topUp: z.nullable(topUpResultSchema),
  errorMessage: z.nullable(z.string()),
  invoiceAvailable: z.boolean(),
  updatedAt: z.string(),
  /** Set once the order was refunded: how much came back, and when. */
  refund: z.optional(z.nullable(z.object({ amountCents: z.int(), refundedAt: z.nullable(z.string()) }))),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const resendEmailResponseSchema = z.object({ sent: z.literal(true) });
export const refreshQrResponseSchema = z.object({ qrCodeDataUrl: z.string() });
export const invoiceResponseSchema = z.object({
  invoicePdfUrl: z.nullable(z.string()),
  invoiceUrl: z.nullable(z.string()),
});
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;
