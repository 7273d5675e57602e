import * as z from '../validation/zod';
import { formatEur } from '../pricing/money';
import { centsSchema } from './common.schema';
import { orderPathSchema } from './orders.schema';

/** What a refund request is refused with, and what the console shows about it. */
export const REFUND_MESSAGES = {
  amount: 'The amount must be a whole number of cents above 0.',
  reasonRequired: 'Please give a reason for the refund.',
  reasonTooLong: 'The reason can be at most 500 characters.',
  free: 'This order was free: there is nothing to refund.',
  unpaid: 'This order has not been paid: there is nothing to refund.',
  review:
    "This order's payment did not match it and is under review: refund it in Stripe's dashboard, and the order records the refund.",
  inFulfilment: 'This order is still being fulfilled: refund it once it has completed or failed.',
  inProgress: 'A refund of this order is in progress. Please wait a moment and look again.',
  noPayment: 'This order has no card payment to refund.',
  aboveConfirmed: (paidCents: number) => `The refund cannot be more than was paid (${formatEur(paidCents)}).`,
  refundedAlready: (amountCents: number) =>
    `This order has been refunded already (${formatEur(amountCents)}). An order is refunded once.`,
  providerUnknown:
    'The eSIM provider could not say whether the eSIM was installed, so nothing was refunded. Please try again.',
  releaseFailed:
    "The eSIM's profile could not be released at the provider, so nothing was refunded. Please try again.",
  paymentRefused: (detail: string) => `Stripe refused the refund: ${detail}`,
  paymentUnavailable: 'Stripe could not be reached, so nothing was refunded. Please try again.',
} as const;

/** POST /api/admin/orders/{reference}/refund: the path. */
export const refundPathSchema = orderPathSchema;

/** The body: how much (integer cents; absent: all that was paid) and why. */
export const refundRequestSchema = z.object({
  amountCents: z.optional(
    z.number({ error: REFUND_MESSAGES.amount }).check(
      z.int(REFUND_MESSAGES.amount),
      z.positive(REFUND_MESSAGES.amount),
      // A payment's largest amount at Stripe (€999,999.99): anything above is no amount the shop took.
      z.lte(99_999_999, REFUND_MESSAGES.amount),
    ),
  ),
  reason: z
    .string({ error: REFUND_MESSAGES.reasonRequired })
    .check(
      z.trim(),
      z.minLength(1, REFUND_MESSAGES.reasonRequired),
      z.maxLength(500, REFUND_MESSAGES.reasonTooLong),
    ),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** An order's refund as the console shows it: how much, why, by whom and when. */
export const orderRefundSchema = z.object({
  /** pending: asked for, Stripe's answer not yet recorded; refunded: the money went back. */
  state: z.enum(['pending', 'refunded']),
  amountCents: centsSchema,
  reason: z.string(),
  /** The admin's e-mail; null for a refund made in Stripe's dashboard. */
  by: z.nullable(z.string()),
  requestedAt: z.string(),
  refundedAt: z.nullable(z.string()),
  /** The eSIM had never been installed, and its profile was released at the provider first. */
  profileReleased: z.boolean(),
});
export type OrderRefundView = z.infer<typeof orderRefundSchema>;

export const refundResponseSchema = z.object({
  reference: z.string(),
  refund: orderRefundSchema,
  /** Whether the customer's e-mail about the refund went out. */
  customerEmailed: z.boolean(),
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;
