import * as z from '../validation/zod';
import { iccidField, requiredEmail } from './fields';

/**
 * POST /api/esim/status. The fields are optional in the wire shape so that the server can answer
 * the spec's own messages ('Please enter either an email address or ICCID', e-mail alone, ...).
 * Without a proof, e-mail + ICCID shows that one eSIM; with a proof of the e-mail (from
 * /api/email-codes/verify) the e-mail alone lists every eSIM of the account.
 */
export const esimStatusRequestSchema = z.object({
  email: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(254)))),
  iccid: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(64)))),
  proof: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(128)))),
});
export type EsimStatusRequest = z.infer<typeof esimStatusRequestSchema>;

export const usageStatusSchema = z.enum(['Not Activated', 'Depleted', 'Expired', 'Active']);

export const topUpSchema = z.object({
  productBundleId: z.nullable(z.string()),
  /** The bundle's name as the catalogue's offers call it ('Europe 1GB'); null for an unknown bundle. */
  bundleName: z.nullable(z.string()),
  /** Data added, MB, when the provider reports it. */
  valueMb: z.nullable(z.number()),
  date: z.nullable(z.string()),
});

export const esimStatusSchema = z.object({
  iccid: z.string(),
  /** 'Active' when the bundle has an expiry date (the eSIM has been used), else 'Inactive'. */
  bundleState: z.enum(['Active', 'Inactive']),
  usageStatus: usageStatusSchema,
  bundleId: z.nullable(z.string()),
  bundleExpiry: z.nullable(z.string()),
  remainingMb: z.nullable(z.number()),
  totalMb: z.nullable(z.number()),
  percentUsed: z.number().check(z.gte(0), z.lte(100)),
  topUps: z.array(topUpSchema),
  activationCode: z.nullable(z.string()),
  qrCodeDataUrl: z.nullable(z.string()),
});
export type EsimStatus = z.infer<typeof esimStatusSchema>;

export const esimStatusResponseSchema = z.object({
  /** With a proof, every ICCID of the account (the 'eSIM n - ICCID' picker); else only the one asked for. */
  iccids: z.array(z.string()),
  esim: esimStatusSchema,
});
export type EsimStatusResponse = z.infer<typeof esimStatusResponseSchema>;

/**
 * POST /api/esim/reminder: 'Forgot ICCID?' mails the account's ICCIDs to its own address, or a
 * 'No eSIM found' mail; the answer is the same either way.
 */
export const reminderRequestSchema = z.object({ email: requiredEmail('Please enter your email address') });
export const reminderResponseSchema = z.object({ sent: z.literal(true) });

export { iccidField };

/**
 * POST /api/esim/allocations/{reference}?token=…: the eSIM provider's allocation callback, at the
 * address the allocation request named. The token is the order's own, issued with that request.
 * The body is the provider's get-iccid answer: the ICCID, and the activation code when it sends one.
 */
export const allocationCallbackQuerySchema = z.object({
  token: z.string().check(z.minLength(32), z.maxLength(128)),
});
export const allocationCallbackRequestSchema = z.object({
  idValue: z.string().check(z.regex(/^\d{19,20}$/, 'ICCID should be 19-20 digits')),
  activationCode: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(512))),
  customReference: z.optional(z.string().check(z.maxLength(256))),
});
export type AllocationCallback = z.infer<typeof allocationCallbackRequestSchema>;
/** `recorded` is false when the order held this ICCID already (a repeated callback, or the poll was first). */
export const allocationCallbackResponseSchema = z.object({ recorded: z.boolean() });
