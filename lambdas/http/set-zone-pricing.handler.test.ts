import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MARGIN_MESSAGE, PRICE_MESSAGE } from '../../shared/api/catalogue-admin.schema';
import { createTestIssuer } from '../lib/test-tokens.test-support';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';
import { handler } from './set-zone-pricing.handler';

const ddb = mockClient(DynamoDBDocumentClient);
const issuer = createTestIssuer();
const adminToken = issuer.sign({ sub: 'a', email: 'admin@example.com', 'cognito:groups': ['own-admin'] });
const userToken = issuer.sign({ sub: 'u', email: 'ada@example.com' });
const TIERS = {
  '512MB': 345,
  '1GB': 459,
  '3GB': 916,
  '5GB': 1373,
  '10GB': 2517,
  '20GB': 4803,
  '50GB': 11661,
};

const put = (body: unknown, token = adminToken, zone = 'Europe') =>
  invoke(
    handler,
    proxyEvent('set-zone-pricing', {
      params: { zone },
      headers: { Authorization: `Bearer ${token}` },
      body,
    }),
  );

beforeEach(() => {
  ddb.reset();
  vi.stubGlobal('fetch', issuer.fetchJwks);
  useTestEnvironment('set-zone-pricing', { tokenIssuer: issuer.pool });
  // A shop whose operator has changed nothing yet: no state stored, the shipped defaults apply.
  ddb.on(GetCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(PutCommand).resolves({});
});
afterEach(() => vi.unstubAllGlobals());

describe('PUT /api/admin/catalogue/zones/{zone}/pricing', () => {
  it('saves the state, the published catalogue and the versions in one transaction, and audits it', async () => {
    const answer = await put({ pricing: { kind: 'table', esim: { ...TIERS, '1GB': 499 }, topup: TIERS } });
    expect(answer.status).toBe(200);
    expect(answer.json.zones.find((z: { name: string }) => z.name === 'Europe')).toMatchObject({
      priceVersion: 2,
      prices: { esim: { '1GB': 499 } },
    });
    const transactions = ddb.commandCalls(TransactWriteCommand);
    expect(transactions).toHaveLength(1);
    const items = transactions[0]!.args[0].input.TransactItems!.map((item) => item.Put!);
    expect(items.map((item) => [item.Item!['pk'], item.Item!['sk'], item.ConditionExpression])).toEqual([
      ['catalogue', 'state', 'attribute_not_exists(pk)'],
      ['catalogue', 'published', undefined],
      ['prices#Europe', 'v#000001', 'attribute_not_exists(pk)'],
      ['prices#Europe', 'v#000002', 'attribute_not_exists(pk)'],
    ]);
    const audit = ddb.commandCalls(PutCommand).map((call) => call.args[0].input);
    expect(audit).toEqual([expect.objectContaining({ TableName: 'test-auditLog' })]);
    expect(audit[0]!.Item).toMatchObject({ kind: 'prices', action: 'set', subject: 'Europe' });
  });

  it.each([
    [
      { pricing: { kind: 'table', esim: { ...TIERS, '1GB': 0 }, topup: TIERS } },
      'pricing.esim.1GB',
      PRICE_MESSAGE,
    ],
    [
      { pricing: { kind: 'table', esim: { ...TIERS, '1GB': 'cheap' }, topup: TIERS } },
      'pricing.esim.1GB',
      PRICE_MESSAGE,
    ],
    [{ pricing: { kind: 'rule', marginPercent: -5, ending: 99 } }, 'pricing.marginPercent', MARGIN_MESSAGE],
  ])('answers 400 naming the field for %j, and writes nothing', async (body, field, message) => {
    const answer = await put(body);
    expect(answer.status).toBe(400);
    expect(answer.json.error.fields).toMatchObject({ [field]: message });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 403 to a signed-in traveller', async () => {
    const answer = await put({ pricing: { kind: 'rule', marginPercent: 40, ending: 99 } }, userToken);
    expect(answer.status).toBe(403);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
