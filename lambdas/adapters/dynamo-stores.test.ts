import { marshall } from '@aws-sdk/util-dynamodb';
import { GetCommand, PutCommand, UpdateCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { ConflictError } from '../lib/errors';
import { DynamoCouponStore } from './dynamo-coupon-store';
import { DynamoOrderStore } from './dynamo-order-store';
import { DynamoPaymentEventStore } from './dynamo-payment-event-store';
import { DynamoUserStore } from './dynamo-user-store';
import type { UserRecord } from '../ports/user-store';

const ddb = mockClient(DynamoDBDocumentClient);
const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
const conditionFailed = (extra: object = {}) =>
  Object.assign(new Error('The conditional request failed'), {
    name: 'ConditionalCheckFailedException',
    ...extra,
  });
const NOW = new Date('2026-11-22T10:00:00Z');

beforeEach(() => ddb.reset());

describe('DynamoOrderStore', () => {
  const store = new DynamoOrderStore(doc, 'orders', () => NOW);

  it('moves a status only from the expected ones, in one conditional write', async () => {
    ddb.on(UpdateCommand).resolves({});
    expect(await store.update('o-1', { status: 'started', paid: true }, ['error'])).toBe(true);
    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.ConditionExpression).toBe('attribute_exists(order_id) AND #status_now IN (:expected0)');
    expect(input.ExpressionAttributeValues).toMatchObject({
      ':expected0': 'error',
      ':v0': 'started',
      ':v1': true,
    });
    expect(Object.values(input.ExpressionAttributeValues ?? {})).toContain(NOW.toISOString());
  });

  it('answers false when the condition fails (a lost race), and rethrows anything else', async () => {
    ddb.on(UpdateCommand).rejectsOnce(conditionFailed()).rejectsOnce(new Error('throttled'));
    expect(await store.update('o-1', { status: 'completed' }, ['started'])).toBe(false);
    await expect(store.update('o-1', { status: 'completed' })).rejects.toThrow('throttled');
  });

  it('refuses to overwrite an existing order', async () => {
    ddb.on(PutCommand).rejects(conditionFailed());
    await expect(store.create({ order_id: 'o-1' } as never)).rejects.toThrow(ConflictError);
  });
});

describe('DynamoUserStore.ensureUser', () => {
  const store = new DynamoUserStore(doc, 'users', () => NOW);

  it('creates an own-user for an unknown e-mail with one conditional put', async () => {
    ddb.on(PutCommand).resolves({});
    const { user, created } = await store.ensureUser(' Ada@Example.com ', 'Ada');
    expect(created).toBe(true);
    expect(user).toMatchObject({ email: 'ada@example.com', account_type: 'own-user', iccid: '' });
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input.ConditionExpression).toBe(
      'attribute_not_exists(email)',
    );
  });

  it('returns the existing user when the e-mail was taken meanwhile', async () => {
    const existing = {
      id: 'u-1',
      email: 'ada@example.com',
      full_name: 'Ada',
      account_type: 'own-user',
      iccid: '',
      created_at: 'x',
    };
    ddb.on(PutCommand).rejects(conditionFailed({ Item: marshall(existing) }));
    expect(await store.ensureUser('ada@example.com', 'Other')).toEqual({ user: existing, created: false });
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('adds an ICCID once to the row as read, and reads it again only when it changed meanwhile', async () => {
    const row: UserRecord = {
      id: 'u-1',
      email: 'ada@example.com',
      full_name: 'Ada',
      account_type: 'own-user',
      iccid: '111',
      created_at: 'x',
    };
    ddb.on(UpdateCommand).resolves({});
    await store.addIccid(row, '222');
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeValues).toEqual({
      ':iccid': '111,222',
      ':previous_iccid': '111',
      ':previous_unclaimed_iccid': '',
    });
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
    ddb.resetHistory();
    await store.addIccid(row, '111');
    expect(ddb.calls()).toHaveLength(0);

    // Another ICCID was added since the read: the write is refused, the row read again, the list kept.
    ddb.resetHistory();
    ddb.on(UpdateCommand).rejectsOnce(conditionFailed({})).resolves({});
    ddb.on(GetCommand).resolves({ Item: { ...row, iccid: '111,333' } });
    await store.addIccid(row, '222');
    expect(ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input.ExpressionAttributeValues)).toEqual([
      { ':iccid': '111,222', ':previous_iccid': '111', ':previous_unclaimed_iccid': '' },
      { ':iccid': '111,333,222', ':previous_iccid': '111,333', ':previous_unclaimed_iccid': '' },
    ]);
  });
});

describe('DynamoPaymentEventStore', () => {
  it('records an event id once, with a TTL', async () => {
    ddb.on(PutCommand).resolvesOnce({}).rejects(conditionFailed());
    const store = new DynamoPaymentEventStore(doc, 'events', () => NOW);
    expect(await store.markProcessed('evt_1', 'o-1')).toBe(true);
    expect(await store.markProcessed('evt_1', 'o-1')).toBe(false);
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input.Item?.expires_at).toBeGreaterThan(
      NOW.getTime() / 1000,
    );
  });
});

describe('reading rows back', () => {
  it('refuses an order row of another shape, naming the table and the attributes only', async () => {
    ddb.on(GetCommand).resolves({ Item: { order_id: 'o-1', status: 'shipped', paid: 'yes' } });
    const read = new DynamoOrderStore(doc, 'orders').get('o-1');
    await expect(read).rejects.toThrow(/^A row of orders has unexpected attributes: .*status.*paid/);
    await expect(read).rejects.not.toThrow('shipped');
  });

  it('reads a coupon row of an unknown kind as no coupon', async () => {
    ddb.on(GetCommand).resolves({ Item: { code: 'ODD', status: 'active', discount_type: 'bogus' } });
    expect(await new DynamoCouponStore(doc, 'coupons').get('odd')).toBeNull();
  });
});

describe('DynamoCouponStore', () => {
  it('looks codes up upper-cased', async () => {
    ddb.on(GetCommand, { Key: { code: 'WELCOME10' } }).resolves({
      Item: { code: 'WELCOME10', status: 'active', discount_type: 'percentage', discount_value: 10 },
    });
    const coupon = await new DynamoCouponStore(doc, 'coupons').get(' welcome10 ');
    expect(coupon).toEqual({
      code: 'WELCOME10',
      status: 'active',
      discount_type: 'percentage',
      discount_value: 10,
      valid_until: null,
    });
  });
});
