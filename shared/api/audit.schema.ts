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

/** An empty query value (a cleared filter) is no filter. */
const emptyIsAbsent = z.pipe(
  z.literal(''),
  z.transform(() => undefined),
);
const PAGE_SIZE_MESSAGE = `The page size must be a number between 1 and ${ACTIVITY_MAX_PAGE_SIZE}.`;

/**
 * GET /api/admin/activity: newest first; optionally one admin's entries (by e-mail, or by user id:
 * anything without an @) and one kind's; `cursor` is a previous page's `nextCursor`.
 */
export const activityQuerySchema = z.object({
  admin: z.union([
    z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254, 'The admin filter is too long.'))),
    emptyIsAbsent,
  ]),
  kind: z.union([z.optional(z.enum(AUDIT_KINDS)), emptyIsAbsent]),
  cursor: z.optional(z.string().check(z.maxLength(2048, 'This page link is no longer valid.'))),
  limit: z._default(
    z.coerce
      .number({ error: PAGE_SIZE_MESSAGE })
      .check(
        z.int(PAGE_SIZE_MESSAGE),
        z.gte(1, PAGE_SIZE_MESSAGE),
        z.lte(ACTIVITY_MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE),
      ),
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
