import * as z from '../validation/zod';
import { bundleIdSchema, checkoutResponseSchema } from './checkout.schema';
import { quoteSchema, trimmedString } from './common.schema';

/**
 * The eSIM a top-up is for, proved the way the status checker proves it: the e-mail of the
 * purchase and one of its ICCIDs. The fields are optional in the wire shape so that the server
 * answers the status checker's own messages for a missing or malformed one.
 */
export const topUpTargetSchema = z.object({
  email: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(254)))),
  iccid: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(64)))),
});

/** POST /api/top-ups/offers: what the eSIM can be topped up with. */
export const topUpOffersRequestSchema = topUpTargetSchema;

export const topUpOfferSchema = z.object({
  bundleId: z.string(),
  /** Zone plus size, e.g. 'Europe 5GB'. */
  name: z.string(),
  zone: z.string(),
  /** '5GB', or '512MB' under 1 GB. */
  size: z.string(),
  validityDays: z.int(),
  /** The top-up price including VAT, cents. */
  priceCents: z.int().check(z.nonnegative()),
});
export type TopUpOffer = z.infer<typeof topUpOfferSchema>;

export const topUpOffersResponseSchema = z.object({
  iccid: z.string(),
  /** The zone of the eSIM's bundle; every offer is for it. */
  zone: z.string(),
  offers: z.array(topUpOfferSchema),
});
export type TopUpOffersResponse = z.infer<typeof topUpOffersResponseSchema>;

/**
 * POST /api/top-ups/checkout. Like the eSIM checkout (coupon, terms), for the eSIM named by e-mail
 * and ICCID; the server prices the top-up, and the buyer is the eSIM's own account.
 */
export const topUpCheckoutRequestSchema = z.extend(topUpTargetSchema, {
  bundleId: bundleIdSchema,
  couponCode: z.nullable(z.optional(trimmedString(64))),
  acceptTerms: z.literal(true, { error: 'Please accept the terms and conditions to proceed' }),
  isMobile: z.optional(z.boolean()),
});
export type TopUpCheckoutRequest = z.infer<typeof topUpCheckoutRequestSchema>;

export const topUpCheckoutResponseSchema = checkoutResponseSchema;
export type TopUpCheckoutResponse = z.infer<typeof topUpCheckoutResponseSchema>;

/** What a top-up order shows once it is applied: the eSIM's data after the top-up. */
export const topUpResultSchema = z.object({
  iccid: z.string(),
  /** MB left right after the top-up, when the provider reported it. */
  remainingMb: z.nullable(z.number()),
  totalMb: z.nullable(z.number()),
  bundleExpiry: z.nullable(z.string()),
});
export type TopUpResult = z.infer<typeof topUpResultSchema>;

export { quoteSchema };
