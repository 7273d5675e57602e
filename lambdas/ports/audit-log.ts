/**
 * The record of what admins and staff did: who, when, what, and the subject before and after. Entries
 * are only ever appended; no route edits or deletes one.
 */
import type { AuditKind } from '../../shared/api/audit.schema';

/** What an entry is about: brand, catalogue, prices, coupon, admin, order, refund, staff, two-factor. */
export type { AuditKind };

export interface AuditActor {
  /** The admin's user id (the identity provider's subject). */
  id: string;
  email: string;
}

export interface AuditRecord {
  kind: AuditKind;
  /** What was done, in a word or two: `update`, `create`, `deactivate`, `retry`, `refund`, … */
  action: string;
  actor: AuditActor;
  /** What it was done to: an order id, a coupon code, a zone, an admin's e-mail. */
  subject?: string;
  /** The subject as it was, and as it is after; absent when there is nothing to show. */
  before?: unknown;
  after?: unknown;
}

/** An entry as stored: the record, stamped with a unique id and the time it was written. */
export interface AuditEntry extends AuditRecord {
  id: string;
  /** ISO 8601, UTC. */
  at: string;
}

/** Where a page of the list ends: the last entry shown (entries are unique by time and id). */
export interface AuditCursor {
  at: string;
  id: string;
}

export interface AuditQuery {
  /** One admin's entries: by user id, or by e-mail (as recorded, lower case). */
  actor?: { id: string } | { email: string };
  kind?: AuditKind;
  limit: number;
  /** Entries older than this one (the previous page's `next`). */
  after?: AuditCursor;
}

export interface AuditLog {
  /** Appends one entry, stamped with the time it is written. */
  record(entry: AuditRecord): Promise<void>;
  /** One page of entries, newest first; `next` is null on the last page. */
  list(query: AuditQuery): Promise<{ entries: AuditEntry[]; next: AuditCursor | null }>;
}
