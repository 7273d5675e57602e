import { createServer, type Server } from 'node:http';
import { createStandinContext, type StandinContext, type StandinSession } from './context';
import { dispatch } from './dispatcher';
import { pay } from './events';
import { createSession } from './sessions';

const SECRET = 'whsec_refunds';

/** A stand-in context whose webhook is a local receiver that keeps every event it is sent. */
let receiver: Server;
let hookUrl = '';
const received: { type: string; object: Record<string, unknown>; signature: string }[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        type: string;
        data: { object: Record<string, unknown> };
      };
      received.push({
        type: event.type,
        object: event.data.object,
        signature: String(request.headers['stripe-signature']),
      });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  hookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));
beforeEach(() => {
  received.length = 0;
});

/** A context with one session of €16.61 paid; its payment intent. */
async function paidSession(): Promise<{ ctx: StandinContext; session: StandinSession; pi: string }> {
  const ctx = createStandinContext({ url: hookUrl, secret: SECRET });
  const session = createSession('http://standin', {
    line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '1661' } }],
    success_url: 'https://shop.example/ok',
    cancel_url: 'https://shop.example/back',
    payment_intent_data: { metadata: { orderReference: 'roamly_order_1_01032_3_u1' } },
  });
  if (typeof session === 'string') throw new Error(session);
  ctx.sessions.set(session.id, session);
  await pay(ctx, session.id);
  received.length = 0;
  return { ctx, session, pi: session.payment_intent! };
}

const refund = (ctx: StandinContext, body: Record<string, string>, key?: string) =>
  dispatch(ctx, {
    method: 'POST',
    url: new URL('/v1/refunds', 'http://127.0.0.1'),
    headers: { authorization: 'Bearer sk_test_x', ...(key && { 'idempotency-key': key }) },
    readBody: () => Promise.resolve(new URLSearchParams(body).toString()),
  });

describe('the Stripe stand-in: POST /v1/refunds', () => {
  it('refunds all that is left without an amount, and signs charge.refunded to the shop', async () => {
    const { ctx, pi } = await paidSession();
    const reply = await refund(ctx, {
      payment_intent: pi,
      reason: 'requested_by_customer',
      'metadata[orderReference]': 'roamly_order_1_01032_3_u1',
    });
    expect(reply).toMatchObject({
      kind: 'stripe',
      status: 200,
      body: { object: 'refund', amount: 1661, payment_intent: pi, status: 'succeeded' },
    });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    const [event] = received;
    expect(event).toMatchObject({
      type: 'charge.refunded',
      object: {
        object: 'charge',
        amount: 1661,
        amount_refunded: 1661,
        refunded: true,
        payment_intent: pi,
        metadata: { orderReference: 'roamly_order_1_01032_3_u1' },
      },
    });
    expect(event!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}/);
  });

  it('answers a repeated Idempotency-Key with the first refund, refunding once', async () => {
    const { ctx, pi } = await paidSession();
    const first = await refund(ctx, { payment_intent: pi, amount: '500' }, 'refund-order-1');
    const again = await refund(ctx, { payment_intent: pi, amount: '500' }, 'refund-order-1');
    expect(again).toEqual(first);
    expect(ctx.refunds.size).toBe(1);
    const otherBody = await refund(ctx, { payment_intent: pi, amount: '600' }, 'refund-order-1');
    expect(otherBody).toMatchObject({ status: 400, body: { error: { type: 'idempotency_error' } } });
    expect(ctx.refunds.size).toBe(1);
  });

  it('refuses more than the charge has left, as Stripe does', async () => {
    const { ctx, pi } = await paidSession();
    await expect(refund(ctx, { payment_intent: pi, amount: '2000' })).resolves.toMatchObject({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          param: 'amount',
          message: 'Refund amount (€20.00) is greater than charge amount (€16.61)',
        },
      },
    });
    await refund(ctx, { payment_intent: pi, amount: '1000' });
    await expect(refund(ctx, { payment_intent: pi, amount: '662' })).resolves.toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'amount_too_large',
          message: 'Refund amount (€6.62) is greater than unrefunded amount on charge (€6.61)',
        },
      },
    });
    await refund(ctx, { payment_intent: pi });
    await expect(refund(ctx, { payment_intent: pi })).resolves.toMatchObject({
      status: 400,
      body: { error: { code: 'charge_already_refunded' } },
    });
    expect([...ctx.refunds.values()].map((r) => r.amount)).toEqual([1000, 661]);
  });

  it.each([
    [{ amount: '0' }, 'parameter_invalid_integer'],
    [{ amount: '-5' }, 'parameter_invalid_integer'],
    [{ amount: '1.5' }, 'parameter_invalid_integer'],
    [{ amount: 'ten' }, 'parameter_invalid_integer'],
    [{ reason: 'changed my mind' }, 'parameter_invalid'],
  ])('refuses %o with %s', async (extra, code) => {
    const { ctx, pi } = await paidSession();
    await expect(refund(ctx, { payment_intent: pi, ...extra })).resolves.toMatchObject({
      status: 400,
      body: { error: { code } },
    });
    expect(ctx.refunds.size).toBe(0);
  });

  it("lists a payment's refunds, newest first", async () => {
    const { ctx, pi } = await paidSession();
    await refund(ctx, { payment_intent: pi, amount: '100' });
    await refund(ctx, { payment_intent: pi, amount: '200' });
    const list = await dispatch(ctx, {
      method: 'GET',
      url: new URL(`/v1/refunds?payment_intent=${pi}`, 'http://127.0.0.1'),
      headers: { authorization: 'Bearer sk_test_x' },
      readBody: () => Promise.resolve(''),
    });
    expect(list).toMatchObject({
      status: 200,
      body: { object: 'list', data: [{ amount: 200 }, { amount: 100 }] },
    });
  });

  it('refuses an unknown or unpaid payment intent, and a call without one', async () => {
    const { ctx } = await paidSession();
    await expect(refund(ctx, { payment_intent: 'pi_unknown' })).resolves.toMatchObject({
      status: 400,
      body: { error: { code: 'resource_missing' } },
    });
    await expect(refund(ctx, {})).resolves.toMatchObject({
      status: 400,
      body: { error: { code: 'parameter_missing' } },
    });
  });
});
