import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './validate-coupon.handler';
import { invoke, proxyEvent, useTestEnvironment, mockPublishedCatalogue } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  ddb.reset();
  mockPublishedCatalogue(ddb);
  useTestEnvironment('validate-coupon');
});

describe('POST /api/coupons/validate', () => {
  it('prices a percentage coupon on the server (codes are case-insensitive)', async () => {
    ddb.on(GetCommand, { TableName: 'test-coupons', Key: { code: 'WELCOME10' } }).resolves({
      Item: { code: 'WELCOME10', status: 'active', discount_type: 'percentage', discount_value: 10 },
    });
    const answer = await invoke(
      handler,
      proxyEvent('validate-coupon', { body: { code: 'welcome10', bundleId: '01032_3' } }),
    );
    expect(answer.json).toMatchObject({
      valid: true,
      discountType: 'percentage',
      quote: { priceCents: 1661, discountCents: 166, totalCents: 1495 },
    });
  });

  it.each([
    ['expired', { valid_until: '2020-01-01T00:00:00Z', status: 'active' }],
    ['inactive', { status: 'inactive' }],
  ])('an %s coupon is not valid and changes no price', async (_what, fields) => {
    ddb
      .on(GetCommand, { TableName: 'test-coupons' })
      .resolves({ Item: { code: 'X', discount_type: 'free', discount_value: 100, ...fields } });
    const answer = await invoke(
      handler,
      proxyEvent('validate-coupon', { body: { code: 'X', bundleId: '01032_3' } }),
    );
    expect(answer.json).toMatchObject({ valid: false, discountType: null, quote: { totalCents: 1661 } });
  });

  it("prices a top-up's coupon against the zone's top-up table", async () => {
    ddb.on(GetCommand, { TableName: 'test-coupons', Key: { code: 'WELCOME10' } }).resolves({
      Item: { code: 'WELCOME10', status: 'active', discount_type: 'percentage', discount_value: 10 },
    });
    const answer = await invoke(
      handler,
      proxyEvent('validate-coupon', { body: { code: 'WELCOME10', bundleId: '01032_3', kind: 'topup' } }),
    );
    expect(answer.json).toMatchObject({
      valid: true,
      quote: { priceCents: 1383, discountCents: 138, totalCents: 1245 },
    });
  });

  it('refuses an empty code with its message', async () => {
    const answer = await invoke(
      handler,
      proxyEvent('validate-coupon', { body: { code: ' ', bundleId: '01032_3' } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe('Please enter a coupon code');
  });
});
