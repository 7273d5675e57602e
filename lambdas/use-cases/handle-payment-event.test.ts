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
  const { orderReference } = await createCheckout(
    {
      catalogue,
      coupons: couponsOf(),
      users: new MemoryUsers(),
      orders,
      brands: fixedBrand,
      payments: async () => payments,
      workflow,
      shopUrl: 'https://shop.example',
      now: () => NOW,
    },
    { bundleId: '01032_3', name: 'Ada', email: 'ada@example.com', acceptTerms: true },
  );
  const deps = { payments: async () => payments, orders, events, workflow };
  const event = (extra: Partial<PaymentEvent> = {}) =>
    JSON.stringify({
      id: 'evt_1',
      type: 'checkout.session.completed',
      orderReference,
      sessionId: 'cs_paid',
      paid: true,
      invoiceId: 'in_1',
      ...extra,
    });
  return { deps, orders, workflow, events, orderReference, event };
}

describe('handlePaymentEvent', () => {
  it('marks a paid order paid, records the session and starts fulfilment named after the order', async () => {
    const s = await setup();
    const outcome = await handlePaymentEvent(s.deps, s.event(), 'valid');
    expect(outcome).toEqual({ received: true, started: true });
    expect(s.orders.rows.get(s.orderReference)).toMatchObject({
      paid: true,
      stripe_session_id: 'cs_paid',
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

  it('refuses a bad signature and writes nothing', async () => {
    const s = await setup();
    await expect(handlePaymentEvent(s.deps, s.event(), 'forged')).rejects.toThrow(ValidationError);
    expect(s.orders.rows.get(s.orderReference)?.paid).toBe(false);
    expect(s.workflow.started).toEqual([]);
    expect(s.events.ids.size).toBe(0);
  });

  it('acknowledges unpaid events and unknown orders without acting', async () => {
    const s = await setup();
    expect((await handlePaymentEvent(s.deps, s.event({ paid: false }), 'valid')).started).toBe(false);
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
});
