import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './list-my-esims.handler';
import { invoke, proxyEvent, useTestEnvironment, mockPublishedCatalogue } from './handler-test-support';
import { staffSetup } from './staff-tools.test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const REPORTED = '8944000000000000017';
const UNREPORTED = '8944000000000000025';
const setup = staffSetup({
  [`/network/things/iccids/${REPORTED}/bundle`]: () =>
    Response.json({
      bundle: [
        {
          bundleId: '01032_3',
          bundleExpiry: '2099-01-01T00:00:00Z',
          bundleBalance: '512',
          totalDataAllocation: 1024,
        },
      ],
    }),
  [`/network/things/iccids/${UNREPORTED}/bundle`]: () => new Response('unknown', { status: 404 }),
});

beforeEach(() => {
  ddb.reset();
  mockPublishedCatalogue(ddb);
  ddb.on(GetCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  ddb.on(GetCommand, { TableName: 'test-users', Key: { email: 'ada@example.com' } }).resolves({
    Item: {
      id: 'u-1',
      email: 'ada@example.com',
      full_name: 'Ada',
      account_type: 'own-user',
      iccid: `${REPORTED},${UNREPORTED}`,
      created_at: 'x',
    },
  });
  vi.stubGlobal('fetch', setup.fetch);
  useTestEnvironment('list-my-esims', setup.values);
});
afterEach(() => vi.unstubAllGlobals());

describe('GET /api/me/esims', () => {
  it("reports each eSIM of the caller's account; a provider failure for one gives that one with nulls", async () => {
    const answer = await invoke(handler, proxyEvent('list-my-esims', { headers: setup.user }));
    expect(answer.status).toBe(200);
    expect(answer.json.esims).toEqual([
      expect.objectContaining({ iccid: REPORTED, statusAvailable: true, remainingMb: 512, totalMb: 1024 }),
      expect.objectContaining({
        iccid: UNREPORTED,
        statusAvailable: false,
        remainingMb: null,
        totalMb: null,
      }),
    ]);
  });
});
