import { ValidationError } from '../lib/errors';
import type { PaymentEvent } from '../ports/payments';
import { createCheckout } from './create-checkout';
import {
  catalogue,
  couponsOf,
  FakePayments,
  fixedBrand,
  MemoryOrders,
  MemoryPaymentEvents,
  MemorySalesLedger,
  MemoryUsers,
  NOW,
  RecordingWorkflow,
} from './fakes.test-support';
import { handlePaymentEvent } from './handle-payment-event';

async function setup() {
  const orders = new MemoryOrders();
  const payments = new FakePayments();
  const workflow = new RecordingWorkflow();
  const events = new MemoryPaymentEvents();
  const sales = new MemorySalesLedger();
  const { orderReference } = await createCheckout(
    {
      catalogue,
      coupons: couponsOf(),
      users: new MemoryUsers(),
      orders,
      brands: fixedBrand,
      payments: async () => payments,
      workflow,
      sales,
      shopUrl: 'https://shop.example',
      now: () => NOW,
    },
    { bundleId: '01032_3', name: 'Ada', email: 'ada@example.com', acceptTerms: true },
  );
  const deps = { payments: async () => payments, orders, events, workflow, sales, now: () => NOW };
  const total = orders.rows.get(orderReference)!.final_price;
  const event = (extra: Partial<PaymentEvent> = {}) =>
    JSON.stringify({
      id: 'evt_1',
      type: 'checkout.session.completed',
      outcome: 'paid',
      orderReference,
      sessionId: 'cs_1',
      amountCents: total,
      currency: 'eur',
      invoiceId: 'in_1',
      ...extra,
    } satisfies PaymentEvent);
  return { deps, orders, workflow, events, sales, orderReference, event };
}

describe('handlePaymentEvent', () => {
  it('marks a paid order paid, records the session and starts fulfilment named after the order', async () => {
    const s = await setup();
    const outcome = await handlePaymentEvent(s.deps, s.event(), 'valid');
    expect(outcome).toEqual({ received: true, started: true });
    expect(s.orders.rows.get(s.orderReference)).toMatchObject({
      paid: true,
      stripe_session_id: 'cs_1',
      stripe_invoice_id: 'in_1',
    });
    expect(s.workflow.started).toEqual([s.orderReference]);
    expect(s.events.ids).toEqual(new Set(['evt_1']));
  });

  it('starts nothing for a replayed or duplicate event', async () => {
    const s = await setup();
    await handlePaymentEvent(s.deps, s.event(), 'valid');
    const replay = await handlePaymentEvent(s.deps, s.event(), 'valid');
    const asyncSuccess = await handlePaymentEvent(
      s.deps,
      s.event({ id: 'evt_2', type: 'checkout.session.async_payment_succeeded' }),
      'valid',
    );
    expect([replay.started, asyncSuccess.started]).toEqual([false, false]);
    expect(s.workflow.started).toHaveLength(1);
  });

  it('counts the payment in the sales figures once when the webhook comes three times', async () => {
    const s = await setup();
    for (const id of ['evt_1', 'evt_1', 'evt_2']) await handlePaymentEvent(s.deps, s.event({ id }), 'valid');
    expect(s.sales.stepsOf(s.orderReference)).toEqual(['started', 'paid']);
    const total = s.orders.rows.get(s.orderReference)!.final_price;
    const [day] = (await s.sales.readDays('2026-11-22', '2026-11-22')).days;
    expect(day).toMatchObject({ started: 1, paid: 1, grossCents: total });
    expect(day!.netCents + day!.vatCents).toBe(total);
  });

  it('a redelivery counts a payment whose count failed the first time, and the order goes on', async () => {
    const s = await setup();
    s.sales.failWith = new Error('throttled');
    expect((await handlePaymentEvent(s.deps, s.event(), 'valid')).started).toBe(true);
    s.sales.failWith = null;
    await handlePaymentEvent(s.deps, s.event(), 'valid');
    expect(s.sales.stepsOf(s.orderReference)).toEqual(['started', 'paid']);
    expect(s.workflow.started).toHaveLength(1);
  });

  it('counts no payment for an order put under review', async () => {
    const s = await setup();
    await handlePaymentEvent(s.deps, s.event({ amountCents: 1 }), 'valid');
    expect(s.sales.stepsOf(s.orderReference)).toEqual(['started']);
  });

  it('refuses a bad signature and writes nothing', async () => {
    const s = await setup();
    await expect(handlePaymentEvent(s.deps, s.event(), 'forged')).rejects.toThrow(ValidationError);
    expect(s.orders.rows.get(s.orderReference)?.paid).toBe(false);
    expect(s.workflow.started).toEqual([]);
    expect(s.events.ids.size).toBe(0);
  });

  it('acknowledges unpaid events and unknown orders without acting', async () => {
    const s = await setup();
    expect((await handlePaymentEvent(s.deps, s.event({ outcome: 'none' }), 'valid')).started).toBe(false);
    expect((await handlePaymentEvent(s.deps, s.event({ orderReference: 'nope' }), 'valid')).started).toBe(
      false,
    );
    expect(s.workflow.started).toEqual([]);
    expect(s.orders.rows.get(s.orderReference)?.paid).toBe(false);
  });

  it('does not record the event when fulfilment could not start, so the provider retries it', async () => {
    const s = await setup();
    s.workflow.failWith = new Error('throttled');
    await expect(handlePaymentEvent(s.deps, s.event(), 'valid')).rejects.toThrow('throttled');
    expect(s.events.ids.size).toBe(0);
  });

  it('puts the order under review, unfulfilled, when amount, currency or session differ', async () => {
    for (const wrong of [{ amountCents: 1 }, { currency: 'usd' }, { sessionId: 'cs_other' }]) {
      const s = await setup();
      const outcome = await handlePaymentEvent(s.deps, s.event(wrong), 'valid');
      expect(outcome.started).toBe(false);
      expect(s.orders.rows.get(s.orderReference)).toMatchObject({ status: 'review', paid: false });
      expect(s.orders.rows.get(s.orderReference)?.review_reason).toMatch(/^Payment does not match the order/);
      expect(s.workflow.started).toEqual([]);
      // A matching replay afterwards does not fulfil a reviewed order either.
      await handlePaymentEvent(s.deps, s.event({ id: 'evt_again' }), 'valid');
      expect(s.workflow.started).toEqual([]);
    }
  });

  it('marks an unpaid order payment_failed on a declined payment and cancelled on an expired checkout, never a paid one', async () => {
    for (const [type, status] of [
      ['checkout.session.expired', 'cancelled'],
      ['payment_intent.payment_failed', 'payment_failed'],
    ] as const) {
      const s = await setup();
      await handlePaymentEvent(
        s.deps,
        s.event({ type, outcome: type.endsWith('expired') ? 'expired' : 'failed' }),
        'valid',
      );
      expect(s.orders.rows.get(s.orderReference)?.status).toBe(status);
    }
    // A declined card, then the buyer leaves: the checkout ends cancelled.
    const left = await setup();
    await handlePaymentEvent(left.deps, left.event({ id: 'evt_declined', outcome: 'failed' }), 'valid');
    await handlePaymentEvent(left.deps, left.event({ id: 'evt_expired', outcome: 'expired' }), 'valid');
    expect(left.orders.rows.get(left.orderReference)?.status).toBe('cancelled');
    const s = await setup();
    await handlePaymentEvent(s.deps, s.event(), 'valid');
    await handlePaymentEvent(s.deps, s.event({ id: 'evt_late', outcome: 'expired' }), 'valid');
    expect(s.orders.rows.get(s.orderReference)).toMatchObject({ status: 'started', paid: true });
  });

  it('fulfils a declined-then-paid checkout: the good card wins', async () => {
    const s = await setup();
    await handlePaymentEvent(
      s.deps,
      s.event({ id: 'evt_declined', sessionId: null, outcome: 'failed' }),
      'valid',
    );
    const outcome = await handlePaymentEvent(s.deps, s.event(), 'valid');
    expect(outcome.started).toBe(true);
    expect(s.orders.rows.get(s.orderReference)).toMatchObject({ status: 'started', paid: true });
  });

  it("ignores an expiry of a checkout session that is not the order's", async () => {
    const s = await setup();
    await handlePaymentEvent(s.deps, s.event({ outcome: 'expired', sessionId: 'cs_old' }), 'valid');
    expect(s.orders.rows.get(s.orderReference)?.status).toBe('started');
  });

  it('never starts a second run for duplicates, even once fulfilment has moved on', async () => {
    const s = await setup();
    await handlePaymentEvent(s.deps, s.event(), 'valid');
    s.orders.rows.get(s.orderReference)!.step = 'started_poll_for_iccid';
    s.workflow.started.length = 0; // a stand-in restarted: it forgot the first execution
    const duplicates = await Promise.all([
      handlePaymentEvent(s.deps, s.event(), 'valid'),
      handlePaymentEvent(s.deps, s.event({ id: 'evt_2' }), 'valid'),
    ]);
    expect(duplicates.map((d) => d.started)).toEqual([false, false]);
    expect(s.workflow.started).toEqual([]);
  });
});
