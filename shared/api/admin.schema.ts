import * as z from 'zod';
import { usageStatusSchema } from './esim.schema';

/** GET /api/admin/esims: one page of the SIM overview grid, and how many SIMs match in all. */
export const adminEsimsResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  sims: z.array(
    z.object({
      iccid: z.string(),
      usageStatus: usageStatusSchema,
      bundleId: z.string().nullable(),
      bundleExpiry: z.string().nullable(),
      remainingMb: z.number().nullable(),
      totalMb: z.number().nullable(),
      customReference: z.string().nullable(),
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
  path: z
    .string()
    .max(300)
    .regex(/^\/[A-Za-z0-9/_-]*$/, 'Invalid path'),
  body: z.record(z.string(), z.unknown()).optional(),
});
/** The error code of a console call when the server has no provider token ('API token not available'). */
export const CONSOLE_TOKEN_UNAVAILABLE = 'token_unavailable';
export const providerProxyResponseSchema = z.object({
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  body: z.unknown(),
  durationMs: z.number(),
});

/** POST /api/admin/test-email */
export const testEmailRequestSchema = z.object({
  to: z.string().trim().min(1, 'Missing Information').email('Please enter a valid email address'),
  subject: z.string().trim().min(1, 'Missing Information').max(200),
  html: z.string().min(1, 'Missing Information').max(100_000),
  from: z.string().trim().max(254).optional(),
});
export const testEmailResponseSchema = z.object({ success: z.boolean(), error: z.string().optional() });

/** POST /api/admin/iccid-reminder: the /mailchimp-api composer; `{{iccid_list}}` marks where the ICCIDs go. */
export const ICCID_LIST_PLACEHOLDER = '{{iccid_list}}';
export const iccidReminderRequestSchema = z.object({
  email: z.string().trim().min(1, 'Please enter a recipient').email('Please enter a valid email address'),
  subject: z.string().trim().min(1, 'Missing Information').max(200),
  html: z.string().min(1, 'Missing Information').max(100_000),
  text: z.string().max(100_000).default(''),
  from_email: z
    .union([z.literal(''), z.string().trim().email('Please enter a valid email address')])
    .default(''),
  from_name: z.string().trim().max(100).default(''),
});
export const iccidReminderResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  iccid_count: z.number().int().nonnegative(),
});

/** POST /api/admin/test-orders: a free test order of the Full Order Flow, through the real pipeline. */
export const testOrderRequestSchema = z.object({
  bundleId: z.string().regex(/^\d{5}_\d{1,3}$/, 'Unknown bundle'),
});
export const testOrderResponseSchema = z.object({ orderReference: z.string() });
