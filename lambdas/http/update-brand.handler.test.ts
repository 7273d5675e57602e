import { GetCommand, PutCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { DEFAULT_BRAND } from '../../shared/brand/brand';
import { createTestIssuer } from '../lib/test-tokens.test-support';
import { handler } from './update-brand.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const issuer = createTestIssuer();
const adminToken = issuer.sign({ sub: 'a', email: 'admin@example.com', 'cognito:groups': ['own-admin'] });
const userToken = issuer.sign({ sub: 'u', email: 'ada@example.com' });

beforeEach(() => {
  ddb.reset();
  vi.stubGlobal('fetch', issuer.fetchJwks);
  useTestEnvironment('update-brand', { tokenIssuer: issuer.pool });
  ddb.on(GetCommand).resolves({});
  ddb.on(PutCommand).resolves({});
});
afterEach(() => vi.unstubAllGlobals());

describe('PUT /api/admin/brand', () => {
  it('merges the change, derives the primary shades and saves them (own-admin only)', async () => {
    const answer = await invoke(
      handler,
      proxyEvent('update-brand', {
        headers: { Authorization: `Bearer ${adminToken}` },
        body: { name: 'Wanderly', colors: { primary: '#2e75b6' } },
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      name: 'Wanderly',
      tagline: DEFAULT_BRAND.tagline,
      colors: { primary: '#2e75b6', primaryLight: '#4c93d4', primaryDark: '#105798' },
    });
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ id: '1', name: 'Wanderly' });
  });

  it('refuses a signed-in user who is not an own-admin, and writes nothing', async () => {
    const answer = await invoke(
      handler,
      proxyEvent('update-brand', {
        headers: { Authorization: `Bearer ${userToken}` },
        body: { name: 'Hacked' },
      }),
    );
    expect(answer.status).toBe(403);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});
