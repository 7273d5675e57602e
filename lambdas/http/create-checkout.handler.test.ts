import { GetCommand, PutCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { createTestIssuer } from '../lib/test-tokens.test-support';
import { handler } from './create-checkout.handler';
import {
  invoke,
  proxyEvent,
  TEST_SHOP_URL,
  useTestEnvironment,
  mockPublishedCatalogue,
} from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const sfn = mockClient(SFNClient);
const body = { bundleId: '01032_3', name: 'Ada', email: 'Ada@Example.com', acceptTerms: true };

beforeEach(() => {
  ddb.reset();
  mockPublishedCatalogue(ddb);
  sfn.reset();
  useTestEnvironment('create-checkout');
  ddb.on(PutCommand).resolves({});
  sfn.on(StartExecutionCommand).resolves({ executionArn: 'arn:execution' });
});

describe('POST /api/checkout', () => {
  it('a free coupon: creates the account and a paid order, starts the pipeline, answers the success URL', async () => {
    ddb.on(GetCommand, { TableName: 'test-coupons' }).resolves({
      Item: { code: 'FREEESIM', status: 'active', discount_type: 'free', discount_value: 100 },
    });
    const answer = await invoke(
      handler,
      proxyEvent('create-checkout', { body: { ...body, couponCode: 'freeesim' } }),
    );
    expect(answer.status).toBe(200);
    const reference: string = answer.json.orderReference;
    expect(answer.json).toMatchObject({
      free: true,
      checkoutUrl: `${TEST_SHOP_URL}/success?reference=${reference}`,
    });
    const puts = ddb.commandCalls(PutCommand).map((c) => c.args[0].input);
    expect(puts.find((p) => p.TableName === 'test-users')).toMatchObject({
      Item: { email: 'ada@example.com', account_type: 'own-user' },
      ConditionExpression: 'attribute_not_exists(email)',
    });
    expect(puts.find((p) => p.TableName === 'test-orders')?.Item).toMatchObject({
      order_id: reference,
      paid: true,
      final_price: 0,
      coupon_code: 'FREEESIM',
    });
    expect(sfn.commandCalls(StartExecutionCommand)[0]?.args[0].input).toMatchObject({
      name: expect.stringMatching(/^roamly_order_/),
      input: JSON.stringify({ orderId: reference }),
    });
  });

  it('an existing e-mail: no new account, and an answer of the same fields as for a new one', async () => {
    const existing = {
      id: 'u-1',
      email: 'ada@example.com',
      full_name: 'Ada',
      account_type: 'own-user',
      iccid: '',
      created_at: 'x',
    };
    ddb
      .on(PutCommand, { TableName: 'test-users' })
      .rejects(Object.assign(new Error('exists'), { name: 'ConditionalCheckFailedException' }));
    ddb.on(GetCommand, { TableName: 'test-users' }).resolves({ Item: existing });
    ddb.on(GetCommand, { TableName: 'test-coupons' }).resolves({
      Item: { code: 'FREEESIM', status: 'active', discount_type: 'free', discount_value: 100 },
    });
    const answer = await invoke(
      handler,
      proxyEvent('create-checkout', { body: { ...body, couponCode: 'FREEESIM' } }),
    );
    expect(Object.keys(answer.json).sort()).toEqual(['checkoutUrl', 'free', 'orderReference', 'quote']);
    expect(answer.json.orderReference).toMatch(/_u-1$/);
    expect(ddb.commandCalls(PutCommand, { TableName: 'test-users' })).toHaveLength(1);
  });

  it('refuses a checkout without accepted terms and writes nothing', async () => {
    const answer = await invoke(
      handler,
      proxyEvent('create-checkout', { body: { ...body, acceptTerms: false } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(MESSAGES.checkout.termsRequired);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('POST /api/checkout by a signed-in buyer', () => {
  const issuer = createTestIssuer();
  const otherPool = createTestIssuer('other-client', 'https://cognito.test/other-pool');
  const ada = { sub: 'ada', email: 'ada@example.com' };

  beforeEach(() => {
    useTestEnvironment('create-checkout', { tokenIssuer: issuer.pool });
    vi.stubGlobal('fetch', issuer.fetchJwks);
    ddb.on(GetCommand, { TableName: 'test-coupons' }).resolves({
      Item: { code: 'FREEESIM', status: 'active', discount_type: 'free', discount_value: 100 },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** The order a checkout with these headers wrote. */
  async function orderWritten(headers: Record<string, string>) {
    const answer = await invoke(
      handler,
      proxyEvent('create-checkout', { headers, body: { ...body, couponCode: 'FREEESIM' } }),
    );
    expect(answer.status).toBe(200);
    return ddb.commandCalls(PutCommand, { TableName: 'test-orders' })[0]?.args[0].input.Item;
  }
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('marks the e-mail proven when the verified e-mail of the token is the order’s', async () => {
    expect(await orderWritten(bearer(issuer.sign({ ...ada, email: 'ADA@example.com' })))).toMatchObject({
      user_email: 'ada@example.com',
      email_proven: true,
    });
  });

  it.each([
    ['no token', {}],
    ['a token whose email_verified is false', bearer(issuer.sign({ ...ada, email_verified: false }))],
    ["a token whose email_verified is 'false'", bearer(issuer.sign({ ...ada, email_verified: 'false' }))],
    ['a token without email_verified', bearer(issuer.sign({ ...ada, email_verified: undefined }))],
    ['a verified token of another e-mail', bearer(issuer.sign({ sub: 'eve', email: 'eve@example.com' }))],
    ['a token signed with another key', bearer(issuer.sign(ada, issuer.otherKey))],
    ['a token of another user pool', bearer(otherPool.sign(ada))],
    ['a garbage token', bearer('not-a-token')],
  ])('with %s: sells as to anyone, and leaves the e-mail unproven', async (_, headers) => {
    const order = await orderWritten(headers);
    expect(order).toMatchObject({ user_email: 'ada@example.com', paid: true });
    expect(order).not.toHaveProperty('email_proven');
  });
});
