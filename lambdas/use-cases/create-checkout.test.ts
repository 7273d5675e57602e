import type { Coupon } from '../../shared/pricing/pricing';
import { MESSAGES } from '../../shared/validation/messages';
import { UpstreamError, ValidationError } from '../lib/errors';
import { createCheckout } from './create-checkout';
import { type CheckoutDeps } from './place-order';
import {
  catalogue,
  couponsOf,
  FakePayments,
  fixedBrand,
  MemoryOrders,
  MemorySalesLedger,
  MemoryUsers,
  NOW,
  RecordingWorkflow,
} from './fakes.test-support';

const COUPONS: Coupon[] = [
  { code: 'FREEESIM', status: 'active', discount_type: 'free', discount_value: 100, valid_until: null },
  { code: 'WELCOME10', status: 'active', discount_type: 'percentage', discount_value: 10, valid_until: null },
  {
    code: 'OLD',
    status: 'active',
    discount_type: 'percentage',
    discount_value: 50,
    valid_until: '2026-01-01T00:00:00Z',
  },
  { code: 'OFF', status: 'inactive', discount_type: 'free', discount_value: 100 },
];

function setup() {
  const deps = {
    catalogue,
    coupons: couponsOf(...COUPONS),
    users: new MemoryUsers(),
    orders: new MemoryOrders(),
    brands: fixedBrand,
    paymentsImpl: new FakePayments(),
    workflow: new RecordingWorkflow(),
    sales: new MemorySalesLedger(),
    shopUrl: 'https://shop.example/',
    now: () => NOW,
  };
  const checkoutDeps: CheckoutDeps = { ...deps, payments: async () => deps.paymentsImpl };
  return { ...deps, checkoutDeps };
}

const request = (extra: Partial<Parameters<typeof createCheckout>[1]> = {}) => ({
  bundleId: '01032_3',
  name: 'Ada Traveller',
  email: 'ada@example.com',
  acceptTerms: true as const,
  ...extra,
});

describe('createCheckout', () => {
  it('writes a started order priced from the catalogue and opens a payment session for its total', async () => {
    const s = setup();
    const answer = await createCheckout(s.checkoutDeps, request());
    expect(answer).toMatchObject({
      free: false,
      checkoutUrl: 'https://pay.example/cs_1',
    });
    const order = s.orders.rows.get(answer.orderReference)!;
    expect(order).toMatchObject({
      status: 'started',
      step: 'order_created',
      step_number: -1,
      paid: false,
      final_price: 1661,
      user_email: 'ada@example.com',
      stripe_session_id: 'cs_1',
      order_data: {
        bundle: { bundleId: '01032_3', zone: 'Europe', size: '5GB', validityDays: 10 },
        total: 1661,
      },
    });
    expect(s.paymentsImpl.sessions[0]).toMatchObject({
      amountCents: 1661,
      orderReference: answer.orderReference,
      idempotencyKey: `checkout-${answer.orderReference}`,
      successUrl: `https://shop.example/success?reference=${answer.orderReference}`,
      cancelUrl: `https://shop.example/checkout?redirect_status=cancelled&reference=${answer.orderReference}`,
    });
    expect(s.workflow.started).toEqual([]);
  });

  it('applies an active coupon and ignores an expired or inactive one', async () => {
    const s = setup();
    const welcome = await createCheckout(s.checkoutDeps, request({ couponCode: 'welcome10' }));
    expect(welcome.quote).toMatchObject({ discountCents: 166, totalCents: 1495, couponApplied: true });
    // The invoice prints the same lines as the order page, adding up to the amount charged.
    expect(s.paymentsImpl.sessions[0]).toMatchObject({
      amountCents: 1495,
      priceLines: [
        'Price: €16.61',
        'Coupon discount (WELCOME10): -€1.66',
        'Total: €14.95',
        'Subtotal (excl. tax): €12.36',
        'Sales Tax (21%) included: €2.59',
      ],
    });
    for (const code of ['OLD', 'OFF']) {
      const ignored = await createCheckout(
        s.checkoutDeps,
        request({ couponCode: code, email: `${code}@example.com` }),
      );
      expect(ignored.quote).toMatchObject({ discountCents: 0, totalCents: 1661, couponApplied: false });
      expect(s.orders.rows.get(ignored.orderReference)?.coupon_code).toBeNull();
    }
  });

  it('a free coupon skips payment: paid at once, fulfilment started, success URL', async () => {
    const s = setup();
    const answer = await createCheckout(s.checkoutDeps, request({ couponCode: 'FREEESIM' }));
    expect(answer.free).toBe(true);
    expect(answer.checkoutUrl).toBe(`https://shop.example/success?reference=${answer.orderReference}`);
    expect(s.orders.rows.get(answer.orderReference)).toMatchObject({ paid: true, final_price: 0 });
    expect(s.workflow.started).toEqual([answer.orderReference]);
    expect(s.paymentsImpl.sessions).toEqual([]);
  });

  it('counts a checkout as started in the sales figures, and a free one as an order at once', async () => {
    const s = setup();
    const paid = await createCheckout(s.checkoutDeps, request());
    const free = await createCheckout(s.checkoutDeps, request({ couponCode: 'FREEESIM' }));
    expect(s.sales.stepsOf(paid.orderReference)).toEqual(['started']);
    expect(s.sales.stepsOf(free.orderReference)).toEqual(['started', 'paid']);
    expect((await s.sales.readDays('2026-11-22', '2026-11-22')).days).toEqual([
      expect.objectContaining({ date: '2026-11-22', started: 2, paid: 1, grossCents: 0 }),
    ]);
  });

  it('sells even when the sales figures cannot be written', async () => {
    const s = setup();
    s.sales.failWith = new Error('throttled');
    const answer = await createCheckout(s.checkoutDeps, request());
    expect(answer.checkoutUrl).toBe('https://pay.example/cs_1');
  });

  it('records a free order whose fulfilment could not start as failed, so Retry Flow can start it', async () => {
    const s = setup();
    s.workflow.failWith = new Error('throttled');
    const answer = await createCheckout(s.checkoutDeps, request({ couponCode: 'FREEESIM' }));
    expect(s.orders.rows.get(answer.orderReference)).toMatchObject({
      status: 'error',
      step: 'error_retrieve_esim_token',
      error_message: MESSAGES.success.unexpected,
    });
  });

  it('answers a known and an unknown e-mail alike, and creates the account only for the unknown one', async () => {
    const s = setup();
    await createCheckout(s.checkoutDeps, request());
    const known = await createCheckout(s.checkoutDeps, request({ name: 'Someone Else' }));
    const unknown = await createCheckout(s.checkoutDeps, request({ email: 'new@example.com' }));
    expect(s.users.rows.size).toBe(2);
    const shape = (answer: typeof known) => ({
      ...answer,
      orderReference: answer.orderReference.replace(/_\d+_/, '_<time>_').replace(/_[^_]+$/, '_<user>'),
      checkoutUrl: answer.checkoutUrl.replace(/cs_\d+$/, 'cs_<n>'),
    });
    expect(Object.keys(known).sort()).toEqual(['checkoutUrl', 'free', 'orderReference', 'quote']);
    expect(shape(known)).toEqual(shape(unknown));
  });

  it('refuses an unknown or unpriced bundle before writing anything', async () => {
    const s = setup();
    await expect(createCheckout(s.checkoutDeps, request({ bundleId: '99999_1' }))).rejects.toThrow(
      ValidationError,
    );
    expect(s.orders.rows.size + s.users.rows.size).toBe(0);
  });

  it("answers the spec's payment message when the payment provider fails", async () => {
    const s = setup();
    s.paymentsImpl.failWith = new Error('stripe down');
    const attempt = createCheckout(s.checkoutDeps, request());
    await expect(attempt).rejects.toThrow(UpstreamError);
    await expect(attempt).rejects.toThrow(MESSAGES.checkout.paymentProcessingFailed);
  });
});
