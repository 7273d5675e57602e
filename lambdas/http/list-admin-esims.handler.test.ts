import {
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './list-admin-esims.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';
import { staffSetup } from './staff-tools.test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const setup = staffSetup({
  '/api/esim-api/network/things': () =>
    Response.json([
      {
        iccid: '8944000000000000017',
        customReference: 'ref-1',
        bundle: [
          {
            bundleId: '01032_3',
            bundleExpiry: '2099-01-01T00:00:00Z',
            bundleBalance: '512',
            totalDataAllocation: 5120,
          },
        ],
      },
      { iccid: '8944000000000000025', customReference: null },
    ]),
});

beforeEach(() => {
  ddb.reset();
  ddb.on(GetCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  vi.stubGlobal('fetch', setup.fetch);
  useTestEnvironment('list-admin-esims', setup.values);
});
afterEach(() => vi.unstubAllGlobals());

describe('GET /api/admin/esims', () => {
  it("lists the provider's SIMs with their bundle status for an own-admin", async () => {
    const answer = await invoke(handler, proxyEvent('list-admin-esims', { headers: setup.admin }));
    expect(answer.json.sims).toEqual([
      {
        iccid: '8944000000000000017',
        usageStatus: 'Active',
        bundleId: '01032_3',
        bundleExpiry: '2099-01-01T00:00:00Z',
        remainingMb: 512,
        totalMb: 5120,
        customReference: 'ref-1',
      },
      {
        iccid: '8944000000000000025',
        usageStatus: 'Not Activated',
        bundleId: null,
        bundleExpiry: null,
        remainingMb: null,
        totalMb: null,
        customReference: null,
      },
    ]);
  });

  it('searches by ICCID digits and pages the grid, saying how many match', async () => {
    const search = await invoke(
      handler,
      proxyEvent('list-admin-esims', { headers: setup.admin, query: { q: '0000 0025' } }),
    );
    expect(search.json).toMatchObject({ total: 1, page: 1, sims: [{ iccid: '8944000000000000025' }] });

    const second = await invoke(
      handler,
      proxyEvent('list-admin-esims', { headers: setup.admin, query: { page: '2', pageSize: '1' } }),
    );
    expect(second.json).toMatchObject({
      total: 2,
      page: 2,
      pageSize: 1,
      sims: [{ iccid: '8944000000000000025' }],
    });
  });

  it("finds an e-mail's SIMs, from part of the address, through its account's ICCIDs", async () => {
    ddb.on(ScanCommand).resolves({
      Items: [
        {
          id: 'u1',
          email: 'ada@example.com',
          full_name: 'Ada',
          account_type: 'own-user',
          iccid: '8944000000000000017',
          created_at: '2026-11-01T00:00:00.000Z',
        },
      ],
    });
    ddb.on(QueryCommand).resolves({ Items: [] });
    const answer = await invoke(
      handler,
      proxyEvent('list-admin-esims', { headers: setup.admin, query: { q: 'Ada@Exa' } }),
    );
    expect(answer.json).toMatchObject({ total: 1, sims: [{ iccid: '8944000000000000017' }] });
  });

  it('answers 400 with the message for a page that is not a number', async () => {
    const answer = await invoke(
      handler,
      proxyEvent('list-admin-esims', { headers: setup.admin, query: { page: 'two' } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe('The page must be a whole number from 1.');
  });

  it('is closed to users outside own-admin', async () => {
    expect((await invoke(handler, proxyEvent('list-admin-esims', { headers: setup.user }))).status).toBe(403);
    expect((await invoke(handler, proxyEvent('list-admin-esims'))).status).toBe(401);
  });
});
