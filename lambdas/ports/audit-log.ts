/**
 * The record of what admins and staff did: who, when, what, and the subject before and after. Entries
 * are only ever appended; no route edits or deletes one.
 */
export type AuditKind =
  | 'brand'
  | 'catalogue'
  | 'prices'
  | 'coupon'
  | 'admin'
  | 'order'
  | 'refund'
  | 'staff'
  | 'two-factor';

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

export interface AuditLog {
  /** Appends one entry, stamped with the time it is written. */
  record(entry: AuditRecord): Promise<void>;
}
