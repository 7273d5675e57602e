import { createHash } from 'node:crypto';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './record-esim-allocation.handler';
import { invoke, proxyEvent, REFERENCE, storedOrder, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);

const TOKEN = 'a'.repeat(43);
const OTHER_TOKEN = 'b'.repeat(43);
const ICCID = '8944000000000000123';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const awaiting = (extra: Record<string, unknown> = {}) =>
  storedOrder({
    paid: true,
    step: 'completed_request_iccid_allocation',
    allocation_callback_hash: hashOf(TOKEN),
    ...extra,
  });
const callback = (options: { reference?: string; token?: string; body?: unknown } = {}) =>
  invoke(
    handler,
    proxyEvent('record-esim-allocation', {
      params: { reference: options.reference ?? REFERENCE },
      query: { token: options.token ?? TOKEN },
      body: options.body ?? {
        idValue: ICCID,
        activationCode: 'LPA:1$smdp.example.com$CB',
        customReference: REFERENCE,
      },
    }),
  );
/** The fields every write set on the order (the rate-limit counters' writes left out). */
const orderWrites = () =>
  ddb
    .commandCalls(UpdateCommand)
    .map((call) => call.args[0].input)
    .filter((input) => input.TableName === 'test-orders');

beforeEach(() => {
  ddb.reset();
  useTestEnvironment('record-esim-allocation');
  ddb.on(UpdateCommand).resolves({ Attributes: { count: 1 } });
  ddb.on(GetCommand).resolves({});
  ddb
    .on(GetCommand, { TableName: 'test-orders', Key: { order_id: REFERENCE } })
    .resolves({ Item: awaiting() });
});

describe("POST /api/esim/allocations/{reference} (the provider's allocation callback)", () => {
  it('records the ICCID and activation code on the order whose token it carries, only if it has none', async () => {
    const answer = await callback();
    expect(answer).toMatchObject({ status: 200, json: { recorded: true } });
    const [write] = orderWrites();
    expect(write?.Key).toEqual({ order_id: REFERENCE });
    expect(Object.values(write?.ExpressionAttributeValues ?? {})).toEqual(
      expect.arrayContaining([ICCID, 'LPA:1$smdp.example.com$CB']),
    );
    expect(write?.ConditionExpression).toContain('attribute_not_exists(#iccid_now)');
  });

  it.each([
    ['a forged token', { token: OTHER_TOKEN }],
    ['a token that is too short to be one', { token: 'short' }],
    ["another order's token (a replay)", { reference: `${REFERENCE}x` }],
  ])('%s: 4xx and nothing written', async (_what, options) => {
    const answer = await callback(options);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(orderWrites()).toHaveLength(0);
  });

  it('an unknown order and a wrong token answer alike, so a caller cannot tell which orders exist', async () => {
    const unknown = await callback({ reference: `${REFERENCE}x` });
    const forged = await callback({ token: OTHER_TOKEN });
    expect(unknown).toMatchObject({
      status: 404,
      json: { error: { message: 'No allocation awaits this callback.' } },
    });
    expect(forged.status).toBe(404);
    expect(forged.json).toEqual(unknown.json);
  });

  it('an order that never asked for an allocation (a top-up, say) takes no callback', async () => {
    ddb
      .on(GetCommand, { TableName: 'test-orders', Key: { order_id: REFERENCE } })
      .resolves({ Item: awaiting({ allocation_callback_hash: null, kind: 'topup' }) });
    expect((await callback()).status).toBe(404);
    expect(orderWrites()).toHaveLength(0);
  });

  it.each([
    ['no ICCID', { activationCode: 'LPA:1$a$b' }],
    ['an ICCID of letters', { idValue: 'not-an-iccid-at-all' }],
    ['an ICCID of 12 digits', { idValue: '894400000000' }],
    ['not JSON', '{"idValue": '],
  ])('a bad body (%s): 400 and nothing written', async (_what, body) => {
    const answer = await callback({ body });
    expect(answer.status).toBe(400);
    expect(orderWrites()).toHaveLength(0);
  });

  it('a body naming another order: 400 and nothing written', async () => {
    const answer = await callback({ body: { idValue: ICCID, customReference: 'roamly_order_2_01032_3_x' } });
    expect(answer).toMatchObject({
      status: 400,
      json: { error: { message: 'The callback names another order.' } },
    });
    expect(orderWrites()).toHaveLength(0);
  });

  it('the same callback twice, or after the check found the ICCID: 200, recorded false, nothing written', async () => {
    ddb
      .on(GetCommand, { TableName: 'test-orders', Key: { order_id: REFERENCE } })
      .resolves({ Item: awaiting({ iccid: ICCID, step: 'completed_poll_for_iccid' }) });
    expect(await callback()).toMatchObject({ status: 200, json: { recorded: false } });
    expect(orderWrites()).toHaveLength(0);
  });

  it('another ICCID than the recorded one: 409, and the recorded one stays', async () => {
    ddb
      .on(GetCommand, { TableName: 'test-orders', Key: { order_id: REFERENCE } })
      .resolves({ Item: awaiting({ iccid: '8944000000000000999' }) });
    expect(await callback()).toMatchObject({ status: 409 });
    expect(orderWrites()).toHaveLength(0);
  });

  it('the check records the ICCID between the read and the write: the conditional write keeps it, still 200', async () => {
    ddb
      .on(GetCommand, { TableName: 'test-orders', Key: { order_id: REFERENCE } })
      .resolvesOnce({ Item: awaiting() })
      .resolves({ Item: awaiting({ iccid: ICCID }) });
    ddb
      .on(UpdateCommand, { TableName: 'test-orders' })
      .rejects(Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' }));
    expect(await callback()).toMatchObject({ status: 200, json: { recorded: false } });
  });
});
