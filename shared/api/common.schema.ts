import * as z from '../validation/zod';

/** Every 4xx/5xx answer of the API has this body; `message` is the spec's user-facing text. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field messages for form validation errors (field name → message). */
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The message of every unexpected failure (internal_error); the detail stays in the server's log. */
export const GENERIC_ERROR_MESSAGE = 'An unexpected error occurred. Please try again later.';

export const ERROR_CODES = {
  validation: 'validation_error',
  notFound: 'not_found',
  conflict: 'conflict',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  tooManyRequests: 'too_many_requests',
  internal: 'internal_error',
} as const;

/**
 * The answer to a body that is not a JSON object on a route that takes one: API Gateway's request
 * validator gives it before any function runs, the handlers give it for malformed JSON.
 */
export const BAD_JSON_BODY_MESSAGE = 'The request body must be a JSON object.';

/** Largest JSON body any endpoint accepts (the Stripe webhook has its own, larger limit). */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

export const centsSchema = z.int().check(z.nonnegative());

/** Server-computed price breakdown of one order, in integer euro cents. */
export const quoteSchema = z.object({
  /** Bundle price including VAT, before discount. */
  priceCents: centsSchema,
  discountCents: centsSchema,
  /** Processing fee when the discounted amount is above 0 but under 0.50. */
  feeCents: centsSchema,
  totalCents: centsSchema,
  /** Total excluding VAT (total / 1.21). */
  subtotalCents: centsSchema,
  vatCents: centsSchema,
  free: z.boolean(),
  couponApplied: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const trimmedString = (max: number) => z.string().check(z.trim(), z.maxLength(max));
