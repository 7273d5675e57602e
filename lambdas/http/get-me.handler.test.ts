import { MESSAGES } from '../../shared/validation/messages';
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
    [
      'an access token (it carries no verified e-mail)',
      bearer(issuer.sign({ sub: 's', token_use: 'access', client_id: 'test-client', aud: undefined })),
    ],
  ])('answers 401 for %s', async (_what, headers) => {
    const answer = await invoke(handler, proxyEvent('get-me', { headers }));
    expect(answer.status).toBe(401);
    expect(ddb.calls()).toHaveLength(0);
  });

  it.each([
    ['email_verified false', { email_verified: false }],
    ["email_verified 'false'", { email_verified: 'false' }],
    ['no email_verified claim', { email_verified: undefined }],
    ['no e-mail at all', { email: undefined }],
  ])('answers 403 for a token with %s, reading no account', async (_what, claims) => {
    const token = issuer.sign({ sub: 's', email: 'ada@example.com', ...claims });
    const answer = await invoke(handler, proxyEvent('get-me', { headers: bearer(token) }));
    expect(answer.status).toBe(403);
    expect(answer.json.error.message).toBe(MESSAGES.emailCode.proofRequired);
    expect(ddb.calls()).toHaveLength(0);
  });

  it("trusts email_verified given as the string 'true'", async () => {
    const token = issuer.sign({ sub: 's', email: 'ada@example.com', email_verified: 'true' });
    const answer = await invoke(handler, proxyEvent('get-me', { headers: bearer(token) }));
    expect(answer.json).toMatchObject({ id: 'u-1', email: 'ada@example.com' });
  });
});
