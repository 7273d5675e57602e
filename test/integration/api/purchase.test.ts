import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CHAT_MAX_BODY_BYTES } from '../../../shared/support/chat';
import { MESSAGES } from '../../../shared/validation/messages';
import { startApiHarness, SHOP_URL, type ApiHarness } from './api-harness';

// Europe 5GB / 10 days: 13.73 before VAT, 16.61 with it.
const BUNDLE = '01032_3';
const PRICE = 1661;

let h: ApiHarness;
let emailSeq = 0;
const newEmail = () => `traveller${++emailSeq}-${Date.now()}@example.com`;
const checkoutBody = (extra: Record<string, unknown> = {}) => ({
  bundleId: BUNDLE,
  name: 'Ada Traveller',
  email: newEmail(),
  acceptTerms: true,
  ...extra,
});
const getOrder = async (reference: string) =>
  (await h.doc.send(new GetCommand({ TableName: h.tables.orders, Key: { order_id: reference } }))).Item;
const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/pay/')[1]!;
const executionsFor = (reference: string) => h.sfn.executions.filter((e) => e.name === reference);

beforeAll(async () => {
  h = await startApiHarness();
});
afterAll(async () => {
  await h?.stop();
});

describe('a paid purchase', () => {
  it('prices on the server, pays through the hosted page and starts fulfilment once per order', async () => {
    const checkout = await h.call(
      'POST',
      '/api/checkout',
      checkoutBody({ email: '  Mixed.Case@Example.COM ' }),
    );
    expect(checkout.status).toBe(200);
    expect(checkout.json).toMatchObject({ free: false, quote: { totalCents: PRICE } });
    expect(checkout.json.checkoutUrl).toMatch(new RegExp(`^${h.stripe.url}/pay/cs_test_`));
    const reference: string = checkout.json.orderReference;
    expect(reference).toMatch(/^roamly_order_\d+_01032_3_[0-9a-f-]+$/);

    const session = h.stripe.sessions.get(sessionIdOf(checkout.json.checkoutUrl))!;
    expect(session.amount_total).toBe(PRICE);
    expect(session.metadata.orderReference).toBe(reference);
    expect(session.customer_email).toBe('mixed.case@example.com');
    expect(session.success_url).toBe(`${SHOP_URL}/success?reference=${reference}`);
    expect(session.cancel_url).toBe(`${SHOP_URL}/checkout?redirect_status=cancelled&reference=${reference}`);

    const before = await h.call('GET', `/api/orders/${reference}`);
    expect(before.json).toMatchObject({ status: 'started', step: 'order_created', paid: false, esim: null });
    expect(executionsFor(reference)).toHaveLength(0);

    const paid = await h.stripe.pay(session.id);
    expect(paid.webhookStatus).toBe(200);
    const order = await getOrder(reference);
    expect(order).toMatchObject({ paid: true, stripe_session_id: session.id, final_price: PRICE });
    expect(executionsFor(reference)).toEqual([expect.objectContaining({ input: { orderId: reference } })]);

    const view = await h.call('GET', `/api/orders/${reference}`);
    expect(view.json).toMatchObject({
      reference,
      paid: true,
      summary: {
        bundleId: BUNDLE,
        zone: 'Europe',
        quote: { totalCents: PRICE, vatCents: 288, subtotalCents: 1373 },
      },
    });
  });

  it('a replayed webhook answers 200 and starts nothing new', async () => {
    const checkout = await h.call('POST', '/api/checkout', checkoutBody());
    const reference: string = checkout.json.orderReference;
    const paid = await h.stripe.pay(sessionIdOf(checkout.json.checkoutUrl));
    const eventsBefore = await h.count('paymentEvents');
    for (let i = 0; i < 2; i++) {
      const replay = await h.call('POST', '/api/payments/webhook', paid.payload, {
        'stripe-signature': paid.signature,
      });
      expect(replay.status).toBe(200);
    }
    expect(executionsFor(reference)).toHaveLength(1);
    expect(await h.count('paymentEvents')).toBe(eventsBefore);
  });

  it('a forged or unsigned webhook gets 400 and changes nothing', async () => {
    const checkout = await h.call('POST', '/api/checkout', checkoutBody());
    const reference: string = checkout.json.orderReference;
    const sessionId = sessionIdOf(checkout.json.checkoutUrl);
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, payment_status: 'paid', metadata: { orderReference: reference } } },
    });
    const eventsBefore = await h.count('paymentEvents');
    const unsigned = await h.call('POST', '/api/payments/webhook', forged);
    const badSignature = await h.call('POST', '/api/payments/webhook', forged, {
      'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    });
    expect([unsigned.status, badSignature.status]).toEqual([400, 400]);
    expect(await getOrder(reference)).toMatchObject({ paid: false });
    expect(executionsFor(reference)).toHaveLength(0);
    expect(await h.count('paymentEvents')).toBe(eventsBefore);
  });
});

describe('after payment', () => {
  it('Retry Flow restarts a failed order once, and the invoice opens once the order is complete', async () => {
    const checkout = await h.call('POST', '/api/checkout', checkoutBody());
    const reference: string = checkout.json.orderReference;
    const sessionId = sessionIdOf(checkout.json.checkoutUrl);
    await h.stripe.pay(sessionId);
    const setOrder = (values: Record<string, unknown>) =>
      h.doc.send(
        new UpdateCommand({
          TableName: h.tables.orders,
          Key: { order_id: reference },
          UpdateExpression: `SET ${Object.keys(values)
            .map((k, i) => `#k${i} = :v${i}`)
            .join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(Object.keys(values).map((k, i) => [`#k${i}`, k])),
          ExpressionAttributeValues: Object.fromEntries(Object.values(values).map((v, i) => [`:v${i}`, v])),
        }),
      );

    const early = await h.call('GET', `/api/orders/${reference}/invoice`);
    expect(early.status).toBe(404);
    expect(early.json.error.message).toBe(MESSAGES.invoice.notAvailable.description);

    await setOrder({
      status: 'error',
      step: 'error_poll_for_iccid',
      step_number: 2,
      error_message: MESSAGES.success.iccidTimeout,
    });
    const failed = await h.call('GET', `/api/orders/${reference}`);
    expect(failed.json).toMatchObject({ status: 'error', errorMessage: MESSAGES.success.iccidTimeout });
    const retried = await Promise.all([
      h.call('POST', `/api/orders/${reference}/retry`),
      h.call('POST', `/api/orders/${reference}/retry`),
    ]);
    expect(retried.map((r) => r.json.status)).toEqual(['started', 'started']);
    expect(h.sfn.executions.map((e) => e.name).filter((n) => n.startsWith(reference))).toEqual([
      reference,
      `${reference}-retry-1`,
    ]);

    await setOrder({ status: 'completed', step: 'completed_order_completed', step_number: 6 });
    const invoice = await h.call('GET', `/api/orders/${reference}/invoice`);
    expect(invoice.status).toBe(200);
    expect(invoice.json.invoicePdfUrl).toMatch(new RegExp(`^${h.stripe.url}/invoices/in_.*\\.pdf$`));
  });
});

describe('coupons and prices', () => {
  it('a free coupon skips payment, marks the order paid and starts fulfilment at once', async () => {
    const checkout = await h.call('POST', '/api/checkout', checkoutBody({ couponCode: 'freeesim' }));
    expect(checkout.status).toBe(200);
    const reference: string = checkout.json.orderReference;
    expect(checkout.json).toMatchObject({
      free: true,
      checkoutUrl: `${SHOP_URL}/success?reference=${reference}`,
    });
    expect(checkout.json.quote).toMatchObject({ totalCents: 0, discountCents: PRICE, couponApplied: true });
    expect(await getOrder(reference)).toMatchObject({ paid: true, coupon_code: 'FREEESIM', final_price: 0 });
    expect(executionsFor(reference)).toHaveLength(1);
  });

  it('ignores any price the browser sends', async () => {
    const checkout = await h.call(
      'POST',
      '/api/checkout',
      checkoutBody({ price: 1, total: 0.01, subtotal: 0, unit_amount: 1, quote: { totalCents: 1 } }),
    );
    expect(checkout.status).toBe(200);
    expect(checkout.json.quote.totalCents).toBe(PRICE);
    expect(h.stripe.sessions.get(sessionIdOf(checkout.json.checkoutUrl))?.amount_total).toBe(PRICE);
    expect(await getOrder(checkout.json.orderReference)).toMatchObject({ final_price: PRICE });
  });

  it.each(['EXPIRED20', 'INACTIVE50', 'NOSUCHCODE'])(
    'ignores coupon %s (expired, inactive or unknown)',
    async (code) => {
      const checkout = await h.call('POST', '/api/checkout', checkoutBody({ couponCode: code }));
      expect(checkout.status).toBe(200);
      expect(checkout.json.quote).toMatchObject({
        totalCents: PRICE,
        discountCents: 0,
        couponApplied: false,
      });
      expect(await getOrder(checkout.json.orderReference)).toMatchObject({
        coupon_code: null,
        final_price: PRICE,
      });
    },
  );

  it.each([
    ['WELCOME10', 166],
    ['SAVE5', 500],
  ])('applies %s server-side', async (code, discount) => {
    const valid = await h.call('POST', '/api/coupons/validate', { code, bundleId: BUNDLE });
    expect(valid.json).toMatchObject({
      valid: true,
      quote: { discountCents: discount, totalCents: PRICE - discount },
    });
    const checkout = await h.call('POST', '/api/checkout', checkoutBody({ couponCode: code }));
    expect(h.stripe.sessions.get(sessionIdOf(checkout.json.checkoutUrl))?.amount_total).toBe(
      PRICE - discount,
    );
  });
});

describe('accounts', () => {
  it('creates one account for an unknown e-mail, even under concurrent checkouts', async () => {
    const email = newEmail();
    const usersBefore = await h.count('users');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => h.call('POST', '/api/checkout', checkoutBody({ email }))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(await h.count('users')).toBe(usersBefore + 1);
    const userIds = new Set(answers.map((a) => (a.json.orderReference as string).split('_').at(-1)));
    expect(userIds.size).toBe(1);
    const again = await h.call('POST', '/api/checkout', checkoutBody({ email: email.toUpperCase() }));
    expect((again.json.orderReference as string).split('_').at(-1)).toBe([...userIds][0]);
    expect(await h.count('users')).toBe(usersBefore + 1);
  });

  it('answers a checkout with a known and an unknown e-mail alike: nothing tells who has an account', async () => {
    // A client of its own (another loopback address), so these checkouts leave the other tests'
    // per-client allowance alone.
    const viewer = '127.0.0.7';
    const known = newEmail();
    await h.call('POST', '/api/checkout', checkoutBody({ email: known }), {}, viewer);
    const [forKnown, forUnknown] = await Promise.all([
      h.call('POST', '/api/checkout', checkoutBody({ email: known }), {}, viewer),
      h.call('POST', '/api/checkout', checkoutBody({ email: newEmail() }), {}, viewer),
    ]);
    const shape = (answer: typeof forKnown) => ({
      status: answer.status,
      fields: Object.keys(answer.json as object).sort(),
      free: answer.json.free,
      quote: answer.json.quote,
      reference: (answer.json.orderReference as string)
        .replace(/_\d+_/, '_<time>_')
        .replace(/[0-9a-f-]{36}$/, '<user>'),
      checkoutUrl: (answer.json.checkoutUrl as string).replace(/cs_test_\w+/, '<session>'),
    });
    expect(shape(forKnown)).toEqual(shape(forUnknown));
    expect(shape(forKnown).fields).toEqual(['checkoutUrl', 'free', 'orderReference', 'quote']);
  });
});

describe('bad requests answer 4xx with the spec message and write nothing', () => {
  it.each([
    ['malformed JSON', '{"bundleId": ', {}, 400, 'The request body must be a JSON object.'],
    ['a JSON array', '[1, 2]', {}, 400, 'The request body must be a JSON object.'],
    [
      'a wrong content type',
      'bundleId=01032_3',
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
      null,
    ],
    ['an oversize body', JSON.stringify({ ...checkoutBody(), name: 'x'.repeat(20_000) }), {}, 413, null],
    [
      'missing terms',
      JSON.stringify({ bundleId: BUNDLE, name: 'A', email: 'a@example.com' }),
      {},
      400,
      MESSAGES.checkout.termsRequired,
    ],
    [
      'a missing e-mail',
      JSON.stringify({ bundleId: BUNDLE, name: 'A', acceptTerms: true }),
      {},
      400,
      MESSAGES.checkout.emailRequired,
    ],
    [
      'an invalid e-mail',
      JSON.stringify({ bundleId: BUNDLE, name: 'A', email: 'nope', acceptTerms: true }),
      {},
      400,
      MESSAGES.email.invalid,
    ],
    [
      'wrong types',
      JSON.stringify({ bundleId: 42, name: ['A'], email: 'a@example.com', acceptTerms: 'yes' }),
      {},
      400,
      null,
    ],
    [
      'an unknown bundle',
      JSON.stringify({ ...checkoutBody(), bundleId: '99999_9' }),
      {},
      400,
      'Unknown bundle',
    ],
    ['a JSON array', '[]', {}, 400, null],
  ] as const)('checkout with %s', async (_what, body, headers, status, message) => {
    const ordersBefore = await h.count('orders');
    const usersBefore = await h.count('users');
    const answer = await h.call('POST', '/api/checkout', body, {
      'content-type': 'application/json',
      ...headers,
    });
    expect(answer.status).toBe(status);
    expect(answer.json.error.code).toEqual(expect.any(String));
    expect(answer.json.error.message).toBe(message ?? answer.json.error.message);
    expect(await h.count('orders')).toBe(ordersBefore);
    expect(await h.count('users')).toBe(usersBefore);
  });

  it.each([
    ['POST', '/api/coupons/validate'],
    ['POST', '/api/esim/status'],
    ['POST', '/api/esim/reminder'],
    ['POST', '/api/email-codes'],
    ['POST', '/api/email-codes/verify'],
    ['POST', '/api/accounts/verify'],
    ['POST', '/api/support/tickets'],
    ['POST', '/api/chat'],
  ])('%s %s refuses malformed JSON and oversize bodies with 4xx', async (method, path) => {
    expect((await h.call(method, path, '{oops')).status).toBe(400);
    // Larger than the largest body any route accepts (the chat's, which carries earlier turns).
    const oversize = JSON.stringify({ email: 'x'.repeat(CHAT_MAX_BODY_BYTES) });
    expect((await h.call(method, path, oversize)).status).toBe(413);
    expect((await h.call(method, path, 'a=b', { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it.each([
    ['GET', '/api/orders/%E0%A4%A'],
    ['POST', '/api/orders/%E0%A4%A/retry'],
    ['GET', '/api/orders/abc%/invoice'],
  ])('%s %s, not valid percent-encoding, answers 400 and no 500', async (method, path) => {
    const answer = await h.call(method, path);
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('validation_error');
  });

  it('an unknown order answers 404 with the not-exist message', async () => {
    for (const reference of ['roamly_order_1_01032_3_nobody', 'bad%20ref!']) {
      const answer = await h.call('GET', `/api/orders/${reference}`);
      expect(answer.status).toBe(404);
      expect(answer.json.error.message).toBe(MESSAGES.success.notExist);
    }
  });
});
