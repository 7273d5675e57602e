import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { createTestIssuer } from '../lib/test-tokens.test-support';
import { handler } from './get-me.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const issuer = createTestIssuer();

beforeEach(() => {
  ddb.reset();
  vi.stubGlobal('fetch', issuer.fetchJwks);
  useTestEnvironment('get-me', { tokenIssuer: issuer.pool });
  ddb.on(GetCommand, { Key: { email: 'ada@example.com' } }).resolves({
    Item: {
      id: 'u-1',
      email: 'ada@example.com',
      full_name: 'Ada',
      account_type: 'own-user',
      iccid: '8944000000000000017',
      created_at: 'x',
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('GET /api/me', () => {
  it("answers the signed-in user's session object", async () => {
    const answer = await invoke(
      handler,
      proxyEvent('get-me', { headers: bearer(issuer.sign({ sub: 's', email: 'Ada@example.com' })) }),
    );
    expect(answer.json).toEqual({
      id: 'u-1',
      email: 'ada@example.com',
      type: 'own-user',
      name: 'Ada',
      businessId: null,
      isActivated: false,
      iccid: '8944000000000000017',
    });
  });

  it.each([
    ['no token', {}],
    [
      'a token signed by someone else',
      bearer(issuer.sign({ sub: 's', email: 'ada@example.com' }, issuer.otherKey)),
    ],
    [
      'a token for another app client',
      bearer(issuer.sign({ sub: 's', email: 'ada@example.com', aud: 'other' })),
    ],
    ['an expired token', bearer(issuer.sign({ sub: 's', email: 'ada@example.com', exp: 1 }))],
  ])('answers 401 for %s', async (_what, headers) => {
    const answer = await invoke(handler, proxyEvent('get-me', { headers }));
    expect(answer.status).toBe(401);
    expect(ddb.calls()).toHaveLength(0);
  });
});
