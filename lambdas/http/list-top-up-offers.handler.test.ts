import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { storedOrder } from '../testing/order-fixture';
import { handler } from './list-top-up-offers.handler';
import { invoke, proxyEvent, useTestEnvironment, mockPublishedCatalogue } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const OWNED = '8944000000000000017';

beforeEach(() => {
  ddb.reset();
  mockPublishedCatalogue(ddb);
  useTestEnvironment('list-top-up-offers');
  ddb.on(GetCommand).resolves({});
  ddb.on(GetCommand, { TableName: 'test-users', Key: { email: 'owner@example.com' } }).resolves({
    Item: {
      id: 'u',
      email: 'owner@example.com',
      full_name: 'O',
      account_type: 'own-user',
      iccid: OWNED,
      created_at: 'x',
    },
  });
  // The order that delivered the eSIM names its zone: no provider call is needed.
  ddb.on(QueryCommand).resolves({
    Items: [storedOrder({ user_email: 'owner@example.com', iccid: OWNED, status: 'completed' })],
  });
});

describe('POST /api/top-ups/offers', () => {
  it("lists the top-ups of the eSIM's zone at top-up prices", async () => {
    const answer = await invoke(
      handler,
      proxyEvent('list-top-up-offers', { body: { email: 'Owner@Example.com', iccid: OWNED } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.json.zone).toBe('Europe');
    expect(
      answer.json.offers.map((o: { bundleId: string; priceCents: number }) => [o.bundleId, o.priceCents]),
    ).toEqual([
      ['01032_6', 138],
      ['01032_5', 277],
      ['01032_3', 1383],
      ['01032_2', 2766],
      ['01032_1', 5532],
      ['01125_1', 13832],
    ]);
  });

  it.each([
    [{ email: 'owner@example.com' }, 400, MESSAGES.status.iccidNeeded],
    [{ email: 'stranger@example.com', iccid: OWNED }, 404, MESSAGES.status.noMatch],
    [{ email: 'owner@example.com', iccid: '8944000000000000099' }, 404, MESSAGES.status.noMatch],
  ])("answers %j with %i and the status checker's message", async (body, status, message) => {
    const answer = await invoke(handler, proxyEvent('list-top-up-offers', { body }));
    expect(answer.status).toBe(status);
    expect(answer.json.error.message).toBe(message);
  });
});
