import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './create-test-order.handler';
import { invoke, proxyEvent, useTestEnvironment, mockPublishedCatalogue } from './handler-test-support';
import { staffSetup } from './staff-tools.test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const sfn = mockClient(SFNClient);
const setup = staffSetup();
const start = (body: unknown, headers = setup.admin) =>
  invoke(handler, proxyEvent('create-test-order', { headers, body }));

beforeEach(() => {
  ddb.reset();
  mockPublishedCatalogue(ddb);
  sfn.reset();
  vi.stubGlobal('fetch', setup.fetch);
  useTestEnvironment('create-test-order', setup.values);
  ddb.on(GetCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  sfn.on(StartExecutionCommand).resolves({ executionArn: 'arn:execution' });
});
afterEach(() => vi.unstubAllGlobals());

describe('POST /api/admin/test-orders', () => {
  it("writes a free order flagged as a test for the admin's e-mail and starts the real pipeline", async () => {
    const answer = await start({ bundleId: '01032_6' });
    expect(answer.status).toBe(200);
    const reference: string = answer.json.orderReference;
    const order = ddb.commandCalls(PutCommand).find((c) => c.args[0].input.TableName === 'test-orders')
      ?.args[0].input.Item;
    expect(order).toMatchObject({
      order_id: reference,
      user_email: 'admin@example.com',
      bundle_id: '01032_6',
      final_price: 0,
      paid: true,
      test: true,
      coupon_code: null,
    });
    expect(sfn.commandCalls(StartExecutionCommand)[0]?.args[0].input.input).toBe(
      JSON.stringify({ orderId: reference }),
    );
  });

  it('refuses a signed-in user who is not an own-admin, writing and starting nothing', async () => {
    expect((await start({ bundleId: '01032_6' }, setup.user)).status).toBe(403);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(sfn.calls()).toHaveLength(0);
  });

  it('refuses a bundle that is not for sale', async () => {
    expect((await start({ bundleId: '99999_1' })).status).toBe(400);
    expect(sfn.calls()).toHaveLength(0);
  });

  it('answers 429 when the admin ran too many test orders this hour', async () => {
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }));
    expect((await start({ bundleId: '01032_6' })).status).toBe(429);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});
