import { GetCommand, PutCommand, UpdateCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { mockClient } from 'aws-sdk-client-mock';
import Stripe from 'stripe';
import { handler } from './payment-webhook.handler';
import { invoke, proxyEvent, REFERENCE, storedOrder, useTestEnvironment } from './handler-test-support';

const SECRET = 'whsec_unit';
const ddb = mockClient(DynamoDBDocumentClient);
const sfn = mockClient(SFNClient);
const webhooks = new Stripe('sk_test_unit').webhooks;

const completed = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      id: 'cs_1',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 1661,
      currency: 'eur',
      metadata: { orderReference: REFERENCE },
      invoice: 'in_1',
    },
  },
});
const signed = (payload: string) => ({
  'Stripe-Signature': webhooks.generateTestHeaderString({ payload, secret: SECRET }),
});

beforeEach(() => {
  ddb.reset();
  sfn.reset();
  useTestEnvironment('payment-webhook', { stripe: { secretKey: 'sk_test_unit', webhookSecret: SECRET } });
  ddb.on(GetCommand).resolves({ Item: storedOrder() });
  ddb.on(UpdateCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  sfn.on(StartExecutionCommand).resolves({ executionArn: 'arn:execution' });
});

describe('POST /api/payments/webhook', () => {
  it('a signed paid checkout: order marked paid with its session, pipeline started under the order id', async () => {
    const answer = await invoke(
      handler,
      proxyEvent('payment-webhook', { body: completed, headers: signed(completed) }),
    );
    expect(answer.status).toBe(200);
    const update = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(Object.values(update?.ExpressionAttributeValues ?? {})).toEqual(
      expect.arrayContaining([true, 'cs_1', 'in_1']),
    );
    expect(sfn.commandCalls(StartExecutionCommand)[0]?.args[0].input.name).toBe(REFERENCE);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'test-paymentEvents',
      Item: { event_id: 'evt_1', order_id: REFERENCE },
    });
  });

  it('verifies the raw body when API Gateway base64-encodes it', async () => {
    const event = proxyEvent('payment-webhook', { headers: signed(completed) });
    event.body = Buffer.from(completed).toString('base64');
    event.isBase64Encoded = true;
    expect((await invoke(handler, event)).status).toBe(200);
  });

  it('a replay: the existing execution means nothing new starts, and it still answers 200', async () => {
    sfn
      .on(StartExecutionCommand)
      .rejects(Object.assign(new Error('exists'), { name: 'ExecutionAlreadyExists' }));
    ddb.on(PutCommand).rejects(Object.assign(new Error('seen'), { name: 'ConditionalCheckFailedException' }));
    const answer = await invoke(
      handler,
      proxyEvent('payment-webhook', { body: completed, headers: signed(completed) }),
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ received: true, started: false });
  });

  it.each([
    ['unsigned', {}],
    [
      'signed with another secret',
      {
        'Stripe-Signature': webhooks.generateTestHeaderString({ payload: completed, secret: 'whsec_other' }),
      },
    ],
  ])('%s: 400 and nothing read or written', async (_what, headers) => {
    const answer = await invoke(handler, proxyEvent('payment-webhook', { body: completed, headers }));
    expect(answer.status).toBe(400);
    expect(ddb.calls()).toHaveLength(0);
    expect(sfn.calls()).toHaveLength(0);
  });

  it('acknowledges other event types without acting', async () => {
    const other = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const answer = await invoke(
      handler,
      proxyEvent('payment-webhook', { body: other, headers: signed(other) }),
    );
    expect(answer.status).toBe(200);
    expect(ddb.calls()).toHaveLength(0);
  });

  it.each([
    ['not JSON', '{"id": "evt_3", '],
    ['no data object', JSON.stringify({ id: 'evt_4', type: 'checkout.session.completed' })],
    [
      'a session without its id',
      JSON.stringify({
        id: 'evt_5',
        type: 'checkout.session.completed',
        data: { object: { object: 'checkout.session', payment_status: 'paid' } },
      }),
    ],
  ])('signed but malformed (%s): 400, recorded, no order touched', async (_what, body) => {
    const answer = await invoke(handler, proxyEvent('payment-webhook', { body, headers: signed(body) }));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: { message: 'Malformed payment event.' } });
    const put = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put).toMatchObject({ TableName: 'test-paymentEvents', Item: { status: 'rejected', body } });
    expect(String(put?.Item?.['event_id'])).toMatch(/^rejected#/);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(sfn.calls()).toHaveLength(0);
  });

  it('a paid checkout for another amount: the order goes to review and nothing starts', async () => {
    const cheaper = completed.replace('"amount_total":1661', '"amount_total":100');
    const answer = await invoke(
      handler,
      proxyEvent('payment-webhook', { body: cheaper, headers: signed(cheaper) }),
    );
    expect(answer.status).toBe(200);
    const update = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(Object.values(update?.ExpressionAttributeValues ?? {})).toContain('review');
    expect(sfn.calls()).toHaveLength(0);
  });
});
