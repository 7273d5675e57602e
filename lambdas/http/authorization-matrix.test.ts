import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { API_ROUTES, type RouteId } from '../../shared/api/routes';
import { MESSAGES } from '../../shared/validation/messages';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import { createTestIssuer } from '../lib/test-tokens.test-support';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';

/*
 * Every signed-in and admin route of the contract, read from shared/api/routes.ts (a route added
 * there is covered the day it is added), through its real handler module, for every kind of caller.
 */
const ddb = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const issuer = createTestIssuer();
const otherPool = createTestIssuer('other-client', 'https://cognito.test/other-pool');

const member = (group: string, claims: Record<string, unknown> = {}) => ({
  sub: group,
  email: `${group}@example.com`,
  'cognito:groups': [group],
  ...claims,
});
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const CALLERS = {
  anonymous: {},
  'a garbage token': bearer('not-a-token'),
  'a token signed with another key': bearer(issuer.sign(member('own-admin'), issuer.otherKey)),
  'a token of another user pool': bearer(otherPool.sign(member('own-admin'))),
  'an own-user': bearer(issuer.sign(member('own-user'))),
  'a business-user': bearer(issuer.sign(member('business-user'))),
  'an own-admin': bearer(issuer.sign(member('own-admin'))),
  'an own-admin whose e-mail is not verified': bearer(
    issuer.sign(member('own-admin', { email_verified: false })),
  ),
  // cognito-local marks every e-mail verified: these tokens exist only here, signed by the test key.
  'an own-user whose email_verified is false': bearer(
    issuer.sign(member('own-user', { email_verified: false })),
  ),
  "an own-user whose email_verified is 'false'": bearer(
    issuer.sign(member('own-user', { email_verified: 'false' })),
  ),
  'an own-user whose token has no email_verified': bearer(
    issuer.sign(member('own-user', { email_verified: undefined })),
  ),
} as const;
type Caller = keyof typeof CALLERS;

type Outcome = { status: number; message: string; touched: number } | 'let through';
const unauthorized: Outcome = { status: 401, message: new UnauthorizedError().message, touched: 0 };
const notAdmin: Outcome = { status: 403, message: new ForbiddenError().message, touched: 0 };
const unverified: Outcome = { status: 403, message: MESSAGES.emailCode.proofRequired, touched: 0 };
const refusedEverywhere = {
  anonymous: unauthorized,
  'a garbage token': unauthorized,
  'a token signed with another key': unauthorized,
  'a token of another user pool': unauthorized,
  'an own-admin whose e-mail is not verified': unverified,
  'an own-user whose email_verified is false': unverified,
  "an own-user whose email_verified is 'false'": unverified,
  'an own-user whose token has no email_verified': unverified,
} as const;

/** What each caller gets from a route of each level; refusals come before anything is read or written. */
const EXPECTED: Record<'user' | 'admin', Record<Caller, Outcome>> = {
  user: {
    ...refusedEverywhere,
    'an own-user': 'let through',
    'a business-user': 'let through',
    'an own-admin': 'let through',
  },
  admin: {
    ...refusedEverywhere,
    'an own-user': notAdmin,
    'a business-user': notAdmin,
    'an own-admin': 'let through',
  },
};

const SIGNED_IN_ROUTES = (Object.keys(API_ROUTES) as RouteId[]).filter(
  (id) => API_ROUTES[id].auth !== 'public',
);

/** A body every route reads past its caller check; a proof that is not live (the claim route). */
const SAMPLE_BODY = { proof: 'not-a-live-proof' };

type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
const handlerOf = async (route: RouteId) =>
  ((await import(`./${route}.handler.ts`)) as { handler: ProxyHandler }).handler;

/** A value for each `{name}` of the route's path. */
const sampleParams = (route: RouteId) =>
  Object.fromEntries([...API_ROUTES[route].path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, 'x']));

beforeEach(() => {
  ddb.reset();
  cognito.reset();
  ddb.onAnyCommand().resolves({});
  cognito.onAnyCommand().resolves({});
  vi.stubGlobal('fetch', issuer.fetchJwks);
});
afterEach(() => vi.unstubAllGlobals());

describe('the authorization matrix of every signed-in and admin route', () => {
  it('covers the user and admin routes of the contract', () => {
    expect(SIGNED_IN_ROUTES).toEqual(expect.arrayContaining(['get-me', 'update-me', 'list-admin-esims']));
  });

  describe.each(SIGNED_IN_ROUTES)('%s', (route) => {
    const level = API_ROUTES[route].auth as 'user' | 'admin';

    it.each(Object.keys(CALLERS) as Caller[])('%s', async (caller) => {
      useTestEnvironment(route, { tokenIssuer: issuer.pool });
      const answer = await invoke(
        await handlerOf(route),
        proxyEvent(route, { params: sampleParams(route), headers: CALLERS[caller], body: SAMPLE_BODY }),
      );
      const touched = ddb.calls().length + cognito.calls().length;
      // A refusal of the route's own, after it read its stores (a dead e-mail proof, say), let the caller in.
      const outcome: Outcome =
        [401, 403].includes(answer.status) && touched === 0
          ? { status: answer.status, message: answer.json.error.message, touched }
          : 'let through';
      expect(outcome).toEqual(EXPECTED[level][caller]);
    });
  });
});
