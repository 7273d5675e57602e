import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { storedOrder } from '../testing/order-fixture';
import { DynamoSalesLedger, monthsBetween } from './dynamo-sales-ledger';

const ddb = mockClient(DynamoDBDocumentClient);
const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
const ledger = new DynamoSalesLedger(doc, 'sales');
const AT = new Date('2026-11-28T10:00:00Z');

const cancelled = (code: string) =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: code }, { Code: 'None' }],
  });

beforeEach(() => ddb.reset());

describe('DynamoSalesLedger', () => {
  it("adds a paid order to its day, zone and coupon in one transaction with the order step's marker", async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const order = storedOrder({ coupon_code: 'WELCOME10' });
    expect(await ledger.recordOrder('paid', order, AT)).toBe(true);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Put).toMatchObject({
      Item: { pk: `order#${order.order_id}`, sk: 'paid' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items.slice(1).map((item) => item.Update!.Key)).toEqual([
      { pk: 'day#2026-11', sk: '2026-11-28' },
      { pk: 'zone#2026-11', sk: '2026-11-28#Europe' },
      { pk: 'coupon#2026-11', sk: '2026-11-28#WELCOME10' },
    ]);
    const day = items[1]!.Update!;
    expect(day.UpdateExpression).toMatch(/ ADD /);
    const vat = order.order_data.quote.vatCents;
    expect(Object.values(day.ExpressionAttributeValues!)).toEqual(
      expect.arrayContaining([1, 1661, vat, 1661 - vat]),
    );
  });

  it('answers false and adds nothing when the step was counted before (the marker exists)', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('ConditionalCheckFailed'))
      .rejectsOnce(cancelled('ThrottlingError'));
    expect(await ledger.recordOrder('paid', storedOrder(), AT)).toBe(false);
    await expect(ledger.recordOrder('paid', storedOrder(), AT)).rejects.toThrow('Transaction cancelled');
  });

  it('never counts a staff test order', async () => {
    expect(await ledger.recordOrder('paid', storedOrder({ test: true }), AT)).toBe(false);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('reads a range with one Query per month and dimension', async () => {
    ddb.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => {
      const pk = input.ExpressionAttributeValues[':pk'];
      if (pk === 'day#2026-11')
        return { Items: [{ pk, sk: '2026-11-28', date: '2026-11-28', paid: 2, gross_cents: 3000 }] };
      if (pk === 'zone#2026-11')
        return { Items: [{ pk, sk: '2026-11-28#Asia', date: '2026-11-28', zone: 'Asia', started: 1 }] };
      return { Items: [] };
    });
    const read = await ledger.readDays('2026-10-30', '2026-11-28');
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(6);
    expect(read.days).toEqual([
      expect.objectContaining({ date: '2026-11-28', paid: 2, grossCents: 3000, refunds: 0 }),
    ]);
    expect(read.zones).toEqual([expect.objectContaining({ zone: 'Asia', started: 1, paid: 0 })]);
    expect(read.coupons).toEqual([]);
  });

  it('names the months of a range', () => {
    expect(monthsBetween('2026-08-31', '2026-11-28')).toEqual(['2026-08', '2026-09', '2026-10', '2026-11']);
    expect(monthsBetween('2026-12-31', '2027-01-01')).toEqual(['2026-12', '2027-01']);
  });
});
