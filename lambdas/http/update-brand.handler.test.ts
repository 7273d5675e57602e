import { GetCommand, PutCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { DEFAULT_BRAND } from '../../shared/brand/brand';
import { createTestIssuer } from '../lib/test-tokens.test-support';
import { handler } from './update-brand.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const PUBLISHED_PATH = '/brand-assets/logo-7d1c2b8e-4c1f-4a8e-9a57-0a5d6c1e2f30.png';
const LOGO_ELSEWHERE = 'Upload the logo here: a logo from another address cannot be used';
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

  it.each([
    [{ colors: { primary: 'blue' } }, 'colors.primary', 'Use a colour like #2e75b6'],
    [{ name: 'x'.repeat(61) }, 'name', 'The short name can be at most 60 characters'],
    [{ name: '   ' }, 'name', 'Please enter a short name'],
    [{ tagline: 'x'.repeat(201) }, 'tagline', 'The tagline can be at most 200 characters'],
    [{ heroText: 'x'.repeat(301) }, 'heroText', 'The hero text can be at most 300 characters'],
    [{ logoUrl: 'javascript:alert(1)' }, 'logoUrl', LOGO_ELSEWHERE],
    [{ logoUrl: 'https://evil.example/logo.png' }, 'logoUrl', LOGO_ELSEWHERE],
    [{ logoUrl: `https://evil.example${PUBLISHED_PATH}` }, 'logoUrl', LOGO_ELSEWHERE],
    [{ logoUrl: `//evil.example${PUBLISHED_PATH}` }, 'logoUrl', LOGO_ELSEWHERE],
    [{ logoUrl: PUBLISHED_PATH.replace(/png$/, 'svg') }, 'logoUrl', LOGO_ELSEWHERE],
    [{ supportEmail: 'help at festival' }, 'supportEmail', 'Please enter a valid email address'],
  ])('refuses %j with the field’s message and saves nothing', async (body, field, message) => {
    const answer = await invoke(
      handler,
      proxyEvent('update-brand', {
        headers: { Authorization: `Bearer ${adminToken}` },
        body: { name: 'Wanderly', ...body },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error.fields[field]).toBe(message);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('takes a logo the shop published, and an empty one to remove it', async () => {
    const logoUrl = '/brand-assets/logo-7d1c2b8e-4c1f-4a8e-9a57-0a5d6c1e2f30.png';
    for (const value of [logoUrl, '']) {
      const answer = await invoke(
        handler,
        proxyEvent('update-brand', {
          headers: { Authorization: `Bearer ${adminToken}` },
          body: { logoUrl: value },
        }),
      );
      expect(answer.json.logoUrl).toBe(value);
    }
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
