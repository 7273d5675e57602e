import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';
import { handler } from './list-activity.handler';
import { staffSetup } from './staff-tools.test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const setup = staffSetup();
const ROW = {
  position: '2026-11-22T10:00:00.000Z#e1',
  log: 'all',
  id: 'e1',
  at: '2026-11-22T10:00:00.000Z',
  kind: 'brand',
  action: 'update',
  actor_id: 'a',
  actor_email: 'admin@example.com',
  subject: 'brand',
  before: '{"name":"Roamly"}',
  after: '{"name":"Roam Far"}',
};

beforeEach(() => {
  ddb.reset();
  ddb.on(QueryCommand).resolves({ Items: [ROW] });
  vi.stubGlobal('fetch', setup.fetch);
  useTestEnvironment('list-activity', setup.values);
});
afterEach(() => vi.unstubAllGlobals());

describe('GET /api/admin/activity', () => {
  it('answers an own-admin one page of the audit log, newest first', async () => {
    const answer = await invoke(handler, proxyEvent('list-activity', { headers: setup.admin }));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      entries: [
        {
          id: 'e1',
          at: '2026-11-22T10:00:00.000Z',
          kind: 'brand',
          action: 'update',
          actor: { id: 'a', email: 'admin@example.com' },
          subject: 'brand',
          before: { name: 'Roamly' },
          after: { name: 'Roam Far' },
        },
      ],
      nextCursor: null,
    });
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      TableName: 'test-auditLog',
      IndexName: 'by-time',
      ScanIndexForward: false,
      Limit: 51,
    });
  });

  it("queries one admin's partition, filtered on the kind", async () => {
    const answer = await invoke(
      handler,
      proxyEvent('list-activity', {
        headers: setup.admin,
        query: { admin: 'Admin@Example.com', kind: 'brand', limit: '10' },
      }),
    );
    expect(answer.status).toBe(200);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'by-actor-email',
      FilterExpression: '#kind = :kind',
      ExpressionAttributeValues: { ':pk': 'admin@example.com', ':kind': 'brand' },
    });
  });

  it.each([
    [{ limit: '101' }, 'The page size must be a number between 1 and 100.'],
    [{ limit: '0' }, 'The page size must be a number between 1 and 100.'],
    [{ kind: 'everything' }, 'kind'],
    [{ cursor: 'x'.repeat(2049) }, 'This page link is no longer valid.'],
    [{ cursor: 'bm90LWEtY3Vyc29y' }, 'This page link is no longer valid.'],
  ])('refuses %j with a 400 and reads nothing', async (query, message) => {
    const answer = await invoke(handler, proxyEvent('list-activity', { headers: setup.admin, query }));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json)).toContain(message);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('refuses an own-user with 403 and reads nothing', async () => {
    const answer = await invoke(handler, proxyEvent('list-activity', { headers: setup.user }));
    expect(answer.status).toBe(403);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });
});
