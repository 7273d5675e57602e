import Stripe from 'stripe';
import { GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { startApiHarness, WEBHOOK_SECRET, type ApiHarness } from './api-harness';

const BUNDLE = '01032_3';
const PRICE = 1661;

let h: ApiHarness;
let seq = 0;
const signer = new Stripe('sk_test_integration').webhooks;
const sign = (payload: string) => ({
  'stripe-signature': signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
});
const getOrder = async (reference: string) =>
  (await h.doc.send(new GetCommand({ TableName: h.tables.orders, Key: { order_id: reference } }))).Item;
const executionsFor = (reference: string) => h.sfn.executions.filter((e) => e.name.startsWith(reference));

async function checkout() {
  const answer = await h.call('POST', '/api/checkout', {
    bundleId: BUNDLE,
    name: 'Pat Payer',
    email: `payer${++seq}-${Date.now()}@example.com`,
    acceptTerms: true,
  });
  expect(answer.status).toBe(200);
  const sessionId = (answer.json.checkoutUrl as string).split('/pay/')[1]!;
  return { reference: answer.json.orderReference as string, sessionId };
}

/** A checkout.session.completed event as Stripe would sign it, with some fields changed. */
function completedEvent(reference: string, sessionId: string, change: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: `evt_test_${++seq}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: PRICE,
        currency: 'eur',
        metadata: { orderReference: reference },
        ...change,
      },
    },
  });
}

beforeAll(async () => {
  h = await startApiHarness();
});
afterAll(async () => {
  await h?.stop();
});

describe('webhooks that do not pay for the order', () => {
  it.each([
    ['a smaller amount', { amount_total: 100 }],
    ['another currency', { currency: 'usd' }],
    ['another checkout session', { id: 'cs_test_someone_else' }],
  ])('a signed paid event for %s puts the order under review and fulfils nothing', async (_what, change) => {
    const { reference, sessionId } = await checkout();
    const event = completedEvent(reference, sessionId, change);
    const answer = await h.call('POST', '/api/payments/webhook', event, sign(event));
    expect(answer.status).toBe(200);
    expect(await getOrder(reference)).toMatchObject({ status: 'review', paid: false });
    const view = await h.call('GET', `/api/orders/${reference}`);
    expect(view.json).toMatchObject({ status: 'review', paid: false, esim: null });
    expect(executionsFor(reference)).toHaveLength(0);

    // The real payment arriving later does not fulfil a reviewed order either: a person decides.
    const paid = await h.stripe.pay(sessionId);
    expect(paid.webhookStatus).toBe(200);
    expect(executionsFor(reference)).toHaveLength(0);
  });

  it('a malformed but correctly signed event answers 400, is recorded, and changes no order', async () => {
    const { reference } = await checkout();
    const malformed = JSON.stringify({ id: 'evt_malformed_1', type: 'checkout.session.completed' });
    const answer = await h.call('POST', '/api/payments/webhook', malformed, sign(malformed));
    expect(answer.status).toBe(400);
    const notJson = '{"id":"evt_half';
    expect((await h.call('POST', '/api/payments/webhook', notJson, sign(notJson))).status).toBe(400);
    const rejected = await h.doc.send(
      new ScanCommand({
        TableName: h.tables.paymentEvents,
        FilterExpression: '#s = :rejected',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':rejected': 'rejected' },
      }),
    );
    expect(rejected.Items?.map((i) => i.body)).toEqual(expect.arrayContaining([malformed, notJson]));
    expect(await getOrder(reference)).toMatchObject({ status: 'started', paid: false });
  });

  it('an expired checkout marks the order cancelled, a declined card payment_failed', async () => {
    const expired = await checkout();
    expect((await h.stripe.expire(expired.sessionId)).webhookStatus).toBe(200);
    const view = await h.call('GET', `/api/orders/${expired.reference}`);
    expect(view.json).toMatchObject({
      status: 'cancelled',
      paid: false,
      progressText: 'Your payment could not be processed. Please try again.',
    });

    const declined = await checkout();
    expect((await h.stripe.decline(declined.sessionId)).webhookStatus).toBe(200);
    expect(await getOrder(declined.reference)).toMatchObject({ status: 'payment_failed' });
    // A second card that works: paid and fulfilled after all.
    await h.stripe.pay(declined.sessionId);
    expect(await getOrder(declined.reference)).toMatchObject({ status: 'started', paid: true });
    expect(executionsFor(declined.reference)).toHaveLength(1);
  });

  it('duplicated paid webhooks, all at once, start one execution', async () => {
    const { reference, sessionId } = await checkout();
    const paid = await h.stripe.pay(sessionId);
    const other = completedEvent(reference, sessionId, {});
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        h.call('POST', '/api/payments/webhook', paid.payload, { 'stripe-signature': paid.signature }),
      ),
      h.call('POST', '/api/payments/webhook', other, sign(other)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(executionsFor(reference)).toHaveLength(1);
  });
});

describe('Retry Flow on a stalled order', () => {
  it('asks for the execution first: a running one is left alone, a dead one is resumed', async () => {
    const { reference, sessionId } = await checkout();
    await h.stripe.pay(sessionId);
    const stalledSince = new Date(Date.now() - 60 * 60_000).toISOString();
    await h.doc.send(
      new UpdateCommand({
        TableName: h.tables.orders,
        Key: { order_id: reference },
        UpdateExpression: 'SET step = :step, updated_at = :t',
        ExpressionAttributeValues: { ':step': 'started_poll_for_iccid', ':t': stalledSince },
      }),
    );
    await h.call('POST', `/api/orders/${reference}/retry`);
    expect(executionsFor(reference).map((e) => e.name)).toEqual([reference]);

    h.sfn.statuses.set(reference, 'FAILED');
    const retried = await h.call('POST', `/api/orders/${reference}/retry`);
    expect(retried.json).toMatchObject({ status: 'started', step: 'started_poll_for_iccid' });
    expect(executionsFor(reference).map((e) => e.name)).toEqual([reference, `${reference}-retry-1`]);
  });
});
