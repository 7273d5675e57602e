import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/validation/zod';
import { AUDIT_KINDS } from '../../shared/api/audit.schema';
import type { AuditCursor, AuditEntry, AuditLog, AuditQuery, AuditRecord } from '../ports/audit-log';
import { parseItem } from './dynamo-items';

/**
 * The audit log in the auditLog table (lambdas/data/table-definitions.ts).
 *
 * Keys: each entry's `position` is `<ISO time>#<uuid>`, the table's key, unique, and ordered as time
 * is (ISO strings sort as the times they name). Every index sorts on `position`, so a Query with
 * `ScanIndexForward: false` lists newest first, and `position < :cursor` continues after a page's
 * last entry:
 * - `by-time` (`log` = `all`): everyone's entries. One partition for the whole log is plenty for
 *   actions people take by hand (DynamoDB takes 1,000 writes a second on one partition key).
 * - `by-actor-id` / `by-actor-email`: one admin's, by user id or by e-mail (stored lower case).
 * - `by-kind`: one kind's (brand, coupon, admin, order, …).
 * One admin's entries of one kind: that admin's partition, filtered on the kind, a bounded number of
 * pages per request (`MAX_PAGES_READ`); no scan anywhere.
 *
 * Entries are written with a conditional put (`attribute_not_exists(position)`), so a write never
 * replaces an entry; nothing here updates or deletes one.
 */

/** The partition value of the `by-time` index: every entry. */
const ALL = 'all';
/** Pages of one admin's partition read for a kind filter before answering with what was found. */
const MAX_PAGES_READ = 5;
/** The before and after of one entry together, as JSON; larger ones are replaced by a note. */
const MAX_SNAPSHOT_CHARS = 300_000;

const positionOf = (cursor: AuditCursor) => `${cursor.at}#${cursor.id}`;

function cursorOf(position: string): AuditCursor {
  const split = position.indexOf('#');
  return { at: position.slice(0, split), id: position.slice(split + 1) };
}

const json = z.optional(z.string());
const auditItem = z.object({
  position: z.string(),
  id: z.string(),
  at: z.string(),
  kind: z.enum(AUDIT_KINDS),
  action: z.string(),
  actor_id: z.string(),
  actor_email: z.string(),
  subject: z.optional(z.string()),
  before: json,
  after: json,
});

function snapshots(entry: AuditRecord): { before?: string; after?: string } {
  const before = entry.before === undefined ? undefined : JSON.stringify(entry.before);
  const after = entry.after === undefined ? undefined : JSON.stringify(entry.after);
  const size = (before?.length ?? 0) + (after?.length ?? 0);
  if (size <= MAX_SNAPSHOT_CHARS) return { before, after };
  // A DynamoDB item holds 400 KB: the entry is still written, saying what was left out.
  const note = JSON.stringify({ omitted: `${size} characters, too large to keep` });
  return { before: before && note, after: after && note };
}

export class DynamoAuditLog implements AuditLog {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly now: () => Date = () => new Date(),
    private readonly newId: () => string = randomUUID,
  ) {}

  async record(entry: AuditRecord): Promise<void> {
    const id = this.newId();
    const at = this.now().toISOString();
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: {
          position: positionOf({ at, id }),
          log: ALL,
          id,
          at,
          kind: entry.kind,
          action: entry.action,
          actor_id: entry.actor.id,
          actor_email: entry.actor.email.trim().toLowerCase(),
          subject: entry.subject,
          ...snapshots(entry),
        },
        ConditionExpression: 'attribute_not_exists(#position)',
        ExpressionAttributeNames: { '#position': 'position' },
      }),
    );
  }

  async list(query: AuditQuery): Promise<{ entries: AuditEntry[]; next: AuditCursor | null }> {
    const partition = this.partitionOf(query);
    // One admin's entries of one kind: the admin's partition, filtered.
    const filterKind = query.actor && query.kind;
    // DynamoDB refuses a name or value the expressions do not use.
    const names: Record<string, string> = { '#pk': partition.key };
    const values: Record<string, unknown> = { ':pk': partition.value };
    if (query.after) {
      names['#position'] = 'position';
      values[':after'] = positionOf(query.after);
    }
    if (filterKind) {
      names['#kind'] = 'kind';
      values[':kind'] = query.kind;
    }
    // One more than a page tells whether another page exists.
    const wanted = query.limit + 1;
    const found: AuditEntry[] = [];
    let startKey: Record<string, unknown> | undefined;
    let pagesRead = 0;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: partition.index,
          KeyConditionExpression: query.after ? '#pk = :pk AND #position < :after' : '#pk = :pk',
          FilterExpression: filterKind ? '#kind = :kind' : undefined,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ScanIndexForward: false,
          Limit: filterKind ? Math.max(wanted, 100) : wanted - found.length,
          ExclusiveStartKey: startKey,
        }),
      );
      pagesRead += 1;
      for (const item of page.Items ?? []) found.push(this.entryOf(item));
      startKey = page.LastEvaluatedKey;
    } while (startKey && found.length < wanted && pagesRead < MAX_PAGES_READ);

    const entries = found.slice(0, query.limit);
    const last = entries.at(-1);
    if (found.length > query.limit && last) return { entries, next: { at: last.at, id: last.id } };
    // The filter's page budget ran out before a page was full: continue after the last row read.
    const position = startKey?.['position'];
    return { entries, next: typeof position === 'string' ? cursorOf(position) : null };
  }

  private partitionOf(query: AuditQuery): { index: string; key: string; value: string } {
    if (query.actor && 'id' in query.actor) {
      return { index: 'by-actor-id', key: 'actor_id', value: query.actor.id };
    }
    if (query.actor) {
      return { index: 'by-actor-email', key: 'actor_email', value: query.actor.email.trim().toLowerCase() };
    }
    if (query.kind) return { index: 'by-kind', key: 'kind', value: query.kind };
    return { index: 'by-time', key: 'log', value: ALL };
  }

  private entryOf(item: Record<string, unknown>): AuditEntry {
    const row = parseItem(auditItem, item, this.tableName);
    return {
      id: row.id,
      at: row.at,
      kind: row.kind,
      action: row.action,
      actor: { id: row.actor_id, email: row.actor_email },
      ...(row.subject !== undefined && { subject: row.subject }),
      ...(row.before !== undefined && { before: JSON.parse(row.before) as unknown }),
      ...(row.after !== undefined && { after: JSON.parse(row.after) as unknown }),
    };
  }
}
