import type { ActivityResponse, AuditKind } from '../../shared/api/audit.schema';
import type { AuditCursor, AuditLog } from '../ports/audit-log';
import { decodeCursor, encodeCursor } from './page-cursor';

const isAuditCursor = (value: unknown): value is AuditCursor =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AuditCursor).at === 'string' &&
  typeof (value as AuditCursor).id === 'string';

/**
 * The Activity list: one page of the audit log, newest first, optionally one admin's (an e-mail,
 * or else a user id) and one kind's.
 */
export async function listActivity(
  deps: { audit: AuditLog },
  query: {
    admin?: string | undefined;
    kind?: AuditKind | undefined;
    cursor?: string | undefined;
    limit: number;
  },
): Promise<ActivityResponse> {
  const admin = query.admin?.trim();
  const page = await deps.audit.list({
    ...(admin && { actor: admin.includes('@') ? { email: admin.toLowerCase() } : { id: admin } }),
    ...(query.kind && { kind: query.kind }),
    limit: query.limit,
    after: decodeCursor(query.cursor, isAuditCursor),
  });
  return {
    entries: page.entries.map((entry) => ({
      id: entry.id,
      at: entry.at,
      kind: entry.kind,
      action: entry.action,
      actor: entry.actor,
      subject: entry.subject ?? null,
      ...(entry.before !== undefined && { before: entry.before }),
      ...(entry.after !== undefined && { after: entry.after }),
    })),
    nextCursor: page.next ? encodeCursor(page.next) : null,
  };
}
