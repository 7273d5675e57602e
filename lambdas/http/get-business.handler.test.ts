import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { createTestIssuer } from '../lib/test-tokens.test-support';
import { handler } from './get-business.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const issuer = createTestIssuer();
const row = (email: string, accountType: string, extra: object = {}) => ({
  id: `id-${email}`,
  email,
  full_name: email.split('@')[0],
  account_type: accountType,
  iccid: '',
  created_at: '2026-11-01T00:00:00.000Z',
  ...extra,
});
const bearer = (email: string) => ({ Authorization: `Bearer ${issuer.sign({ sub: email, email })}` });

beforeEach(() => {
  ddb.reset();
  ddb.on(GetCommand).resolves({});
  for (const item of [
    row('boss@example.com', 'business-admin', { id: 'biz-1' }),
    row('staff@example.com', 'business-user', { business_id: 'biz-1' }),
    row('ada@example.com', 'own-user'),
  ]) {
    ddb.on(GetCommand, { TableName: 'test-users', Key: { email: item.email } }).resolves({ Item: item });
  }
  ddb.on(QueryCommand, { IndexName: 'by-business' }).resolves({
    Items: [row('staff@example.com', 'business-user', { business_id: 'biz-1' })],
  });
  ddb.on(QueryCommand, { IndexName: 'by-id' }).resolves({
    Items: [row('boss@example.com', 'business-admin', { id: 'biz-1' })],
  });
  vi.stubGlobal('fetch', issuer.fetchJwks);
  useTestEnvironment('get-business', { tokenIssuer: issuer.pool });
});
afterEach(() => vi.unstubAllGlobals());

describe('GET /api/business', () => {
  it.each(['boss@example.com', 'staff@example.com'])('shows %s the business and its users', async (email) => {
    const answer = await invoke(handler, proxyEvent('get-business', { headers: bearer(email) }));
    expect(answer.status).toBe(200);
    expect(answer.json.business).toMatchObject({ name: 'Roamly' });
    expect(answer.json.users.map((u: { email: string }) => u.email).sort()).toEqual([
      'boss@example.com',
      'staff@example.com',
    ]);
    expect(ddb.commandCalls(QueryCommand, { IndexName: 'by-business' })[0]?.args[0].input).toMatchObject({
      ExpressionAttributeValues: { ':business': 'biz-1' },
    });
  });

  it('refuses a traveller with 403', async () => {
    const answer = await invoke(handler, proxyEvent('get-business', { headers: bearer('ada@example.com') }));
    expect(answer.status).toBe(403);
  });
});
