import type { OrderRefund } from '../ports/order-store';
import type { PaymentEvent } from '../ports/payments';
import { REFERENCE, storedOrder } from '../testing/order-fixture';
import {
  FakePayments,
  MemoryOrders,
  MemoryPaymentEvents,
  MemorySalesLedger,
  NOW,
  RecordingWorkflow,
} from './fakes.test-support';
import { DASHBOARD_REFUND_REASON, handlePaymentEvent } from './handle-payment-event';

function setup(refund: OrderRefund | null = null) {
  const orders = new MemoryOrders();
  orders.rows.set(
    REFERENCE,
    storedOrder({
      paid: true,
      status: 'completed',
      step: 'completed_order_completed',
      stripe_session_id: 'cs_1',
      refund,
    }),
  );
  const payments = new FakePayments();
  const events = new MemoryPaymentEvents();
  const workflow = new RecordingWorkflow();
  const sales = new MemorySalesLedger();
  const deps = { payments: async () => payments, orders, events, workflow, sales, now: () => NOW };
  const event = (extra: Partial<PaymentEvent> = {}) =>
    JSON.stringify({
      id: 'evt_r1',
      type: 'charge.refunded',
      outcome: 'refunded',
      orderReference: REFERENCE,
      sessionId: null,
      amountCents: 1661,
      currency: 'eur',
      invoiceId: null,
      refund: { id: 're_dash', amountCents: 1661, reason: null },
      ...extra,
    } satisfies PaymentEvent);
  return { orders, events, workflow, sales, deps, event };
}

describe('handlePaymentEvent: charge.refunded', () => {
  it("records a refund made in Stripe's dashboard on the order, by nobody, once", async () => {
    const s = setup();
    await expect(handlePaymentEvent(s.deps, s.event(), 'valid')).resolves.toEqual({
      received: true,
      started: false,
    });
    const recorded = s.orders.rows.get(REFERENCE)!.refund;
    expect(recorded).toMatchObject({
      state: 'refunded',
      amount_cents: 1661,
      by: null,
      reason: DASHBOARD_REFUND_REASON,
      stripe_refund_id: 're_dash',
    });
    // A redelivery, or a later event of the same charge, changes nothing.
    await handlePaymentEvent(s.deps, s.event({ id: 'evt_r2' }), 'valid');
    expect(s.orders.rows.get(REFERENCE)!.refund).toEqual(recorded);
    expect(s.workflow.started).toEqual([]);
    expect(s.events.ids).toEqual(new Set(['evt_r1', 'evt_r2']));
    // Counted in the sales figures once.
    expect(s.sales.counts.map((c) => c.marker)).toEqual(['refund#re_dash']);
  });

  it('keeps the reason a refund carries in its metadata', async () => {
    const s = setup();
    await handlePaymentEvent(
      s.deps,
      s.event({ refund: { id: 're_1', amountCents: 500, reason: 'Goodwill' } }),
      'valid',
    );
    expect(s.orders.rows.get(REFERENCE)!.refund).toMatchObject({ amount_cents: 500, reason: 'Goodwill' });
  });

  it.each(['pending', 'refunded'] as const)(
    "changes nothing for the console's own refund (%s on the order)",
    async (state) => {
      const consoles: OrderRefund = {
        state,
        amount_cents: 500,
        reason: 'Customer asked',
        by: { id: 'admin-1', email: 'ops@example.com' },
        requested_at: NOW.toISOString(),
        ...(state === 'refunded' && { refunded_at: NOW.toISOString(), stripe_refund_id: 're_1' }),
      };
      const s = setup(consoles);
      await handlePaymentEvent(
        s.deps,
        s.event({ refund: { id: 're_1', amountCents: 500, reason: 'Customer asked' } }),
        'valid',
      );
      expect(s.orders.rows.get(REFERENCE)!.refund).toEqual(consoles);
    },
  );
});
