import * as z from '../validation/zod';
import { quoteSchema, trimmedString } from './common.schema';
import { requiredEmail } from './fields';

export const bundleIdSchema = z.string().check(z.trim(), z.regex(/^[0-9A-Za-z_-]{1,40}$/, 'Unknown bundle'));

/** POST /api/coupons/validate: live coupon check on the checkout page. */
export const couponValidateRequestSchema = z.object({
  code: trimmedString(64).check(z.minLength(1, 'Please enter a coupon code')),
  bundleId: bundleIdSchema,
  /** A top-up is priced from the zone's top-up table; an eSIM when absent. */
  kind: z.optional(z.enum(['esim', 'topup'])),
});
export const couponValidateResponseSchema = z.object({
  valid: z.boolean(),
  code: z.string(),
  discountType: z.nullable(z.enum(['free', 'percentage', 'fixed'])),
  /** The price breakdown with this coupon applied (or without it when invalid). */
  quote: quoteSchema,
});
export type CouponValidateResponse = z.infer<typeof couponValidateResponseSchema>;

/**
 * POST /api/checkout. Any price the browser might send is not part of the contract: the server
 * prices the bundle from the catalogue and the coupon table.
 */
export const checkoutRequestSchema = z.object({
  bundleId: bundleIdSchema,
  name: trimmedString(120).check(z.minLength(1, 'Please enter your full name')),
  email: requiredEmail('Please provide your email address'),
  couponCode: z.nullable(z.optional(trimmedString(64))),
  acceptTerms: z.literal(true, { error: 'Please accept the terms and conditions to proceed' }),
  isMobile: z.optional(z.boolean()),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({
  orderReference: z.string(),
  /** The hosted payment page, or the success page for a free order. */
  checkoutUrl: z.string(),
  free: z.boolean(),
  // No word on whether the e-mail already had an account: the answer is the same for anyone's address.
  quote: quoteSchema,
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
