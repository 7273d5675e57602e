import * as z from '../validation/zod';

/** What an audit entry is about: the area of the console (or staff tool) the action was taken in. */
export const AUDIT_KINDS = [
  'brand',
  'catalogue',
  'prices',
  'coupon',
  'admin',
  'order',
  'refund',
  'staff',
  'two-factor',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Entries per page of the Activity list, and the most one request may ask for. */
export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_MAX_PAGE_SIZE = 100;

/** GET /api/admin/activity: newest first, optionally one admin's (by e-mail or id) and one kind's. */
export const activityQuerySchema = z.object({
  admin: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
  kind: z.optional(z.enum(AUDIT_KINDS)),
  cursor: z.optional(z.string().check(z.maxLength(500), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor'))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ACTIVITY_MAX_PAGE_SIZE)),
    ACTIVITY_PAGE_SIZE,
  ),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  /** When it was done (ISO 8601, UTC). */
  at: z.string(),
  kind: z.enum(AUDIT_KINDS),
  action: z.string(),
  actor: z.object({ id: z.string(), email: z.string() }),
  subject: z.nullable(z.string()),
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityResponseSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** The next page's cursor; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
