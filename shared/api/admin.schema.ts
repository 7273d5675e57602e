import * as z from '../validation/zod';
import { usageStatusSchema } from './esim.schema';

/** GET /api/admin/esims: one page of the SIM overview grid, and how many SIMs match in all. */
export const adminEsimsResponseSchema = z.object({
  total: z.int().check(z.nonnegative()),
  page: z.int().check(z.positive()),
  pageSize: z.int().check(z.positive()),
  sims: z.array(
    z.object({
      iccid: z.string(),
      usageStatus: usageStatusSchema,
      bundleId: z.nullable(z.string()),
      bundleExpiry: z.nullable(z.string()),
      remainingMb: z.nullable(z.number()),
      totalMb: z.nullable(z.number()),
      customReference: z.nullable(z.string()),
    }),
  ),
});
export type AdminEsimsResponse = z.infer<typeof adminEsimsResponseSchema>;

/**
 * POST /api/admin/provider-proxy: the staff API console, through the server (the provider token stays
 * there). Only calls on the console's list (`provider-endpoints.ts`) are forwarded.
 */
export const providerProxyRequestSchema = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string().check(z.maxLength(300), z.regex(/^\/[A-Za-z0-9/_-]*$/, 'Invalid path')),
  body: z.optional(z.record(z.string(), z.unknown())),
});
/** The error code of a console call when the server has no provider token ('API token not available'). */
export const CONSOLE_TOKEN_UNAVAILABLE = 'token_unavailable';
export const providerProxyResponseSchema = z.object({
  status: z.int(),
  headers: z.record(z.string(), z.string()),
  body: z.unknown(),
  durationMs: z.number(),
});

/** POST /api/admin/test-email */
export const testEmailRequestSchema = z.object({
  to: z
    .string()
    .check(z.trim(), z.minLength(1, 'Missing Information'), z.email('Please enter a valid email address')),
  subject: z.string().check(z.trim(), z.minLength(1, 'Missing Information'), z.maxLength(200)),
  html: z.string().check(z.minLength(1, 'Missing Information'), z.maxLength(100_000)),
  from: z.optional(z.string().check(z.trim(), z.maxLength(254))),
});
export const testEmailResponseSchema = z.object({ success: z.boolean(), error: z.optional(z.string()) });

/** POST /api/admin/iccid-reminder: the /mailchimp-api composer; `{{iccid_list}}` marks where the ICCIDs go. */
export const ICCID_LIST_PLACEHOLDER = '{{iccid_list}}';
export const iccidReminderRequestSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter a recipient'),
      z.email('Please enter a valid email address'),
    ),
  subject: z.string().check(z.trim(), z.minLength(1, 'Missing Information'), z.maxLength(200)),
  html: z.string().check(z.minLength(1, 'Missing Information'), z.maxLength(100_000)),
  text: z._default(z.string().check(z.maxLength(100_000)), ''),
  from_email: z._default(
    z.union([z.literal(''), z.string().check(z.trim(), z.email('Please enter a valid email address'))]),
    '',
  ),
  from_name: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
});
export const iccidReminderResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  iccid_count: z.int().check(z.nonnegative()),
});

/** POST /api/admin/test-orders: a free test order of the Full Order Flow, through the real pipeline. */
export const testOrderRequestSchema = z.object({
  bundleId: z.string().check(z.regex(/^\d{5}_\d{1,3}$/, 'Unknown bundle')),
});
export const testOrderResponseSchema = z.object({ orderReference: z.string() });
