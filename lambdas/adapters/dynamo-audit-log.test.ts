import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoAuditLog } from './dynamo-audit-log';

const ddb = mockClient(DynamoDBDocumentClient);
const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
const NOW = new Date('2026-11-22T10:00:00.000Z');
const ADMIN = { id: 'sub-ada', email: 'Ada@Example.com' };

/** A stored row as the adapter writes it. */
const row = (at: string, id: string, extra: Record<string, unknown> = {}) => ({
  position: `${at}#${id}`,
  log: 'all',
  id,
  at,
  kind: 'coupon',
  action: 'create',
  actor_id: 'sub-ada',
  actor_email: 'ada@example.com',
  ...extra,
});

beforeEach(() => ddb.reset());

describe('DynamoAuditLog.record', () => {
  const log = new DynamoAuditLog(
    doc,
    'audit',
    () => NOW,
    () => 'uuid-1',
  );

  it('writes one new row keyed by time and id, with a put that never replaces a row', async () => {
    ddb.on(PutCommand).resolves({});
    await log.record({
      kind: 'brand',
      action: 'update',
      actor: ADMIN,
      subject: 'brand',
      before: { name: 'Old' },
      after: { name: 'New' },
    });
    const input = ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(input.TableName).toBe('audit');
    expect(input.ConditionExpression).toBe('attribute_not_exists(#position)');
    expect(input.ExpressionAttributeNames).toEqual({ '#position': 'position' });
    expect(input.Item).toEqual({
      position: '2026-11-22T10:00:00.000Z#uuid-1',
      log: 'all',
      id: 'uuid-1',
      at: '2026-11-22T10:00:00.000Z',
      kind: 'brand',
      action: 'update',
      actor_id: 'sub-ada',
      actor_email: 'ada@example.com',
      subject: 'brand',
      before: '{"name":"Old"}',
      after: '{"name":"New"}',
    });
  });

  it('fails when the row exists already, rather than overwriting it', async () => {
    ddb
      .on(PutCommand)
      .rejects(Object.assign(new Error('conditional'), { name: 'ConditionalCheckFailedException' }));
    await expect(log.record({ kind: 'coupon', action: 'create', actor: ADMIN })).rejects.toThrow(
      'conditional',
    );
  });

  it('keeps an entry whose before and after are too large for one row, saying what was left out', async () => {
    ddb.on(PutCommand).resolves({});
    await log.record({
      kind: 'brand',
      action: 'update',
      actor: ADMIN,
      before: 'x'.repeat(200_000),
      after: 'y'.repeat(200_000),
    });
    const item = ddb.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(JSON.parse(item['before'] as string)).toEqual({ omitted: expect.stringContaining('too large') });
    expect(JSON.parse(item['after'] as string)).toEqual({ omitted: expect.stringContaining('too large') });
  });
});

describe('DynamoAuditLog.list', () => {
  const log = new DynamoAuditLog(doc, 'audit');

  it('lists everyone newest first from the by-time index, one more than a page to know of the next', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        row('2026-11-22T10:00:03.000Z', 'c', {
          before: '{"status":"active"}',
          after: '{"status":"inactive"}',
        }),
        row('2026-11-22T10:00:02.000Z', 'b', { subject: 'SAVE10' }),
        row('2026-11-22T10:00:01.000Z', 'a'),
      ],
    });
    const page = await log.list({ limit: 2 });
    const input = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      IndexName: 'by-time',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'log' },
      ExpressionAttributeValues: { ':pk': 'all' },
      ScanIndexForward: false,
      Limit: 3,
    });
    expect(input.FilterExpression).toBeUndefined();
    // Exactly the names and values the expressions use: DynamoDB refuses any other.
    expect(input.ExpressionAttributeNames).toEqual({ '#pk': 'log' });
    expect(input.ExpressionAttributeValues).toEqual({ ':pk': 'all' });
    expect(page.entries.map((e) => e.id)).toEqual(['c', 'b']);
    expect(page.entries[0]).toEqual({
      id: 'c',
      at: '2026-11-22T10:00:03.000Z',
      kind: 'coupon',
      action: 'create',
      actor: { id: 'sub-ada', email: 'ada@example.com' },
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    expect(page.entries[1]!.subject).toBe('SAVE10');
    expect(page.next).toEqual({ at: '2026-11-22T10:00:02.000Z', id: 'b' });
  });

  it('continues strictly after the cursor, and has no next page on the last one', async () => {
    ddb.on(QueryCommand).resolves({ Items: [row('2026-11-22T10:00:01.000Z', 'a')] });
    const page = await log.list({ limit: 2, after: { at: '2026-11-22T10:00:02.000Z', id: 'b' } });
    const input = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(input.KeyConditionExpression).toBe('#pk = :pk AND #position < :after');
    expect(input.ExpressionAttributeNames).toEqual({ '#pk': 'log', '#position': 'position' });
    expect(input.ExpressionAttributeValues).toEqual({ ':pk': 'all', ':after': '2026-11-22T10:00:02.000Z#b' });
    expect(page).toEqual({ entries: [expect.objectContaining({ id: 'a' })], next: null });
  });

  it.each([
    [{ actor: { id: 'sub-ada' } }, 'by-actor-id', 'actor_id', 'sub-ada'],
    [{ actor: { email: ' Ada@Example.COM ' } }, 'by-actor-email', 'actor_email', 'ada@example.com'],
    [{ kind: 'brand' as const }, 'by-kind', 'kind', 'brand'],
  ])('queries one partition of its index for %j', async (filter, index, key, value) => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    await log.list({ limit: 10, ...filter });
    const input = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      IndexName: index,
      ExpressionAttributeNames: { '#pk': key },
      ExpressionAttributeValues: { ':pk': value },
    });
    expect(input.FilterExpression).toBeUndefined();
  });

  it("reads one admin's partition filtered on the kind, page after page until a page is full", async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({
        Items: [row('2026-11-22T10:00:09.000Z', 'i', { kind: 'brand' })],
        LastEvaluatedKey: { position: '2026-11-22T10:00:05.000Z#e', actor_id: 'sub-ada' },
      })
      .resolvesOnce({
        Items: [
          row('2026-11-22T10:00:04.000Z', 'd', { kind: 'brand' }),
          row('2026-11-22T10:00:03.000Z', 'c', { kind: 'brand' }),
        ],
        LastEvaluatedKey: { position: '2026-11-22T10:00:03.000Z#c', actor_id: 'sub-ada' },
      });
    const page = await log.list({ limit: 2, actor: { id: 'sub-ada' }, kind: 'brand' });
    const calls = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      IndexName: 'by-actor-id',
      FilterExpression: '#kind = :kind',
      ExpressionAttributeValues: { ':pk': 'sub-ada', ':kind': 'brand' },
    });
    expect(calls[1]!.ExclusiveStartKey).toEqual({
      position: '2026-11-22T10:00:05.000Z#e',
      actor_id: 'sub-ada',
    });
    expect(page.entries.map((e) => e.id)).toEqual(['i', 'd']);
    expect(page.next).toEqual({ at: '2026-11-22T10:00:04.000Z', id: 'd' });
  });

  it('stops a sparse filter after a few pages and continues after the last row it read', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [],
      LastEvaluatedKey: { position: '2026-11-20T08:00:00.000Z#z', actor_id: 'sub-ada' },
    });
    const page = await log.list({ limit: 50, actor: { id: 'sub-ada' }, kind: 'refund' });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(5);
    expect(page).toEqual({ entries: [], next: { at: '2026-11-20T08:00:00.000Z', id: 'z' } });
  });
});
