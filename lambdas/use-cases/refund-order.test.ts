import { REFUND_MESSAGES } from '../../shared/api/refunds.schema';
import { HttpError } from '../lib/errors';
import type { AuditRecord } from '../ports/audit-log';
import type { OrderRecord } from '../ports/order-store';
import { RefundRefusedError } from '../ports/payments';
import type { SaleRefund } from '../ports/sales-ledger';
import { REFERENCE, storedOrder } from '../testing/order-fixture';
import {
  FakePayments,
  fakeProvider,
  fixedBrand,
  MemoryOrders,
  NOW,
  RecordingMailer,
} from './fakes.test-support';
import { refundOrder, STALE_CLAIM_MS, type RefundOrderDeps } from './refund-order';

const ADMIN = { id: 'admin-1', email: 'ops@example.com' };
const ICCID = '8944000000000000017';

/** A delivered, paid order of €16.61. */
const paidOrder = (extra: Partial<OrderRecord> = {}) =>
  storedOrder({
    paid: true,
    status: 'completed',
    step: 'completed_order_completed',
    step_number: 6,
    stripe_session_id: 'cs_paid',
    iccid: ICCID,
    ...extra,
  });

function setup(order: OrderRecord, options: { installed?: boolean } = {}) {
  const orders = new MemoryOrders();
  orders.rows.set(order.order_id, structuredClone(order));
  const payments = new FakePayments();
  const mailer = new RecordingMailer();
  const audit: AuditRecord[] = [];
  const sales: SaleRefund[] = [];
  const released: string[] = [];
  const statusAsked: string[] = [];
  const provider = fakeProvider({
    getBundleStatus: async (iccid) => {
      statusAsked.push(iccid);
      return {
        iccid,
        bundleId: '01032_3',
        bundleExpiry: options.installed === false ? null : '2099-01-01T00:00:00Z',
        bundleBalance: '5120',
        totalDataAllocation: 5120,
        isBundleDepleted: false,
        isBundleExpired: false,
      };
    },
    releaseProfile: async (iccid) => {
      released.push(iccid);
    },
  });
  const deps: RefundOrderDeps = {
    orders,
    payments: async () => payments,
    provider,
    mailer,
    brands: fixedBrand,
    shopUrl: 'https://shop.example',
    audit: { record: async (entry) => void audit.push(entry) },
    sales: { recordRefund: async (refund) => (sales.push(refund), true) },
    now: () => NOW,
  };
  const refund = (input: { amountCents?: number; reason?: string; actor?: typeof ADMIN } = {}) =>
    refundOrder(deps, {
      reference: order.order_id,
      reason: input.reason ?? 'Customer cancelled the trip',
      actor: input.actor ?? ADMIN,
      ...(input.amountCents !== undefined && { amountCents: input.amountCents }),
    });
  return { orders, payments, mailer, audit, sales, released, statusAsked, deps, refund };
}

/** The status and message a refused call answers. */
async function refusedWith(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return { status: error.statusCode, message: error.message };
}

describe('refundOrder', () => {
  it('refunds a paid order in full at Stripe, records amount, who, why and when, and mails the customer', async () => {
    const { refund, orders, payments, mailer, audit, sales } = setup(paidOrder());
    const answer = await refund();

    expect(answer).toMatchObject({
      reference: REFERENCE,
      customerEmailed: true,
      refund: {
        state: 'refunded',
        amountCents: 1661,
        by: ADMIN.email,
        reason: 'Customer cancelled the trip',
      },
    });
    expect(payments.refunds).toMatchObject([
      {
        orderReference: REFERENCE,
        sessionId: 'cs_paid',
        amountCents: 1661,
        idempotencyKey: `refund-${REFERENCE}`,
      },
    ]);
    expect(orders.rows.get(REFERENCE)?.refund).toMatchObject({
      state: 'refunded',
      amount_cents: 1661,
      by: ADMIN,
      reason: 'Customer cancelled the trip',
      refunded_at: NOW.toISOString(),
      stripe_refund_id: 're_1',
      profile_released: false,
    });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: 'ada@example.com',
      subject: expect.stringContaining('refunded'),
    });
    expect(mailer.sent[0]!.text).toContain('We have refunded the €16.61 you paid for Europe 5GB.');
    expect(audit).toEqual([
      expect.objectContaining({
        kind: 'refund',
        action: 'refund',
        actor: ADMIN,
        subject: REFERENCE,
        before: expect.objectContaining({ paid: true, refund: null }),
        after: expect.objectContaining({ refund: expect.objectContaining({ amountCents: 1661 }) }),
      }),
    ]);
    expect(sales).toMatchObject([{ refundId: 're_1', amountCents: 1661 }]);
  });

  it('refunds part of what was paid', async () => {
    const { refund, payments, mailer } = setup(paidOrder());
    await expect(refund({ amountCents: 500 })).resolves.toMatchObject({ refund: { amountCents: 500 } });
    expect(payments.refunds.map((r) => r.amountCents)).toEqual([500]);
    expect(mailer.sent[0]!.text).toContain('We have refunded €5.00 of the €16.61 you paid');
  });

  it.each([
    ['a free order', paidOrder({ final_price: 0, stripe_session_id: null }), 409, REFUND_MESSAGES.free],
    ['a staff test order', paidOrder({ final_price: 0, test: true }), 409, REFUND_MESSAGES.free],
    ['an unpaid order', storedOrder({ stripe_session_id: 'cs_open' }), 409, REFUND_MESSAGES.unpaid],
    ['a declined one', storedOrder({ status: 'payment_failed' }), 409, REFUND_MESSAGES.unpaid],
    ['an order under review', storedOrder({ status: 'review' }), 409, REFUND_MESSAGES.review],
    ['an order being fulfilled', paidOrder({ status: 'started' }), 409, REFUND_MESSAGES.inFulfilment],
  ])('refuses %s, and writes nothing', async (_name, order, status, message) => {
    const { refund, orders, payments, mailer, audit } = setup(order);
    await expect(refusedWith(refund())).resolves.toEqual({ status, message });
    expect(orders.rows.get(REFERENCE)?.refund).toBeUndefined();
    expect(payments.refundCalls).toBe(0);
    expect(mailer.sent).toEqual([]);
    expect(audit).toEqual([]);
  });

  it('refuses more than was paid, naming what was', async () => {
    const { refund, payments, orders } = setup(paidOrder());
    await expect(refusedWith(refund({ amountCents: 1662 }))).resolves.toEqual({
      status: 400,
      message: 'The refund cannot be more than was paid (€16.61).',
    });
    expect(payments.refundCalls).toBe(0);
    expect(orders.rows.get(REFERENCE)?.refund).toBeUndefined();
  });

  it('refuses a second refund, also after a partial one, and answers a repeat of the same request with the first', async () => {
    const { refund, payments, mailer } = setup(paidOrder());
    const first = await refund({ amountCents: 500 });

    await expect(refusedWith(refund({ amountCents: 500, reason: 'Once more' }))).resolves.toEqual({
      status: 409,
      message: 'This order has been refunded already (€5.00). An order is refunded once.',
    });
    await expect(refusedWith(refund({ amountCents: 1161 }))).resolves.toMatchObject({ status: 409 });
    await expect(
      refusedWith(refund({ amountCents: 500, actor: { id: 'admin-2', email: 'b@example.com' } })),
    ).resolves.toMatchObject({ status: 409 });
    // The same admin's same request again (a retried request): the first refund, nothing more.
    await expect(refund({ amountCents: 500 })).resolves.toEqual({ ...first, customerEmailed: false });
    expect(payments.refunds).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it('makes one refund of two requests at once: the other is refused or gets the first', async () => {
    const { refund, payments, mailer, audit, orders } = setup(paidOrder());
    const results = await Promise.allSettled([refund(), refund(), refund()]);

    expect(payments.refunds).toHaveLength(1);
    expect(payments.refundCalls).toBe(1);
    const done = results.filter((r) => r.status === 'fulfilled');
    expect(done.length).toBeGreaterThanOrEqual(1);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as HttpError] : []));
    expect(refused.map((e) => [e.statusCode, e.message])).toEqual(
      refused.map(() => [409, REFUND_MESSAGES.inProgress]),
    );
    expect(mailer.sent).toHaveLength(1);
    expect(audit).toHaveLength(1);
    expect(orders.rows.get(REFERENCE)?.refund?.state).toBe('refunded');
  });

  it('releases an eSIM that was never installed before refunding, and says so to the customer', async () => {
    const { refund, released, orders, mailer } = setup(paidOrder(), { installed: false });
    await expect(refund()).resolves.toMatchObject({ refund: { profileReleased: true } });
    expect(released).toEqual([ICCID]);
    expect(orders.rows.get(REFERENCE)?.refund?.profile_released).toBe(true);
    expect(mailer.sent[0]!.text).toContain('it can no longer be installed');
  });

  it('leaves an installed eSIM alone, and asks nothing for an order that never got one', async () => {
    const installed = setup(paidOrder());
    await installed.refund();
    expect(installed.released).toEqual([]);

    const failedEarly = setup(paidOrder({ status: 'error', step: 'error_poll_for_iccid', iccid: null }));
    await expect(failedEarly.refund()).resolves.toMatchObject({ refund: { amountCents: 1661 } });
    expect(failedEarly.statusAsked).toEqual([]);
  });

  it('refunds a failed order in full without an amount (the one-click refund)', async () => {
    const { refund, payments } = setup(
      paidOrder({ status: 'error', step: 'error_generate_qr_code', step_number: 3 }),
      { installed: false },
    );
    await expect(refund()).resolves.toMatchObject({ refund: { amountCents: 1661, state: 'refunded' } });
    expect(payments.refunds.map((r) => r.amountCents)).toEqual([1661]);
  });

  it('drops its claim when the provider cannot say whether the eSIM was installed: nothing refunded, try again later', async () => {
    const { deps, refund, payments, orders } = setup(paidOrder());
    deps.provider = fakeProvider({ getBundleStatus: () => Promise.reject(new Error('timeout')) });
    await expect(refusedWith(refund())).resolves.toEqual({
      status: 502,
      message: REFUND_MESSAGES.providerUnknown,
    });
    expect(payments.refundCalls).toBe(0);
    expect(orders.rows.get(REFERENCE)?.refund).toBeNull();
  });

  it("drops its claim when Stripe refuses, with Stripe's reason, and when Stripe cannot be reached", async () => {
    const { refund, payments, orders } = setup(paidOrder());
    payments.refundFailWith = new RefundRefusedError('Charge ch_1 has already been refunded.');
    await expect(refusedWith(refund())).resolves.toEqual({
      status: 409,
      message: 'Stripe refused the refund: Charge ch_1 has already been refunded.',
    });
    expect(orders.rows.get(REFERENCE)?.refund).toBeNull();
    payments.refundFailWith = new Error('ECONNRESET');
    await expect(refusedWith(refund())).resolves.toMatchObject({ status: 502 });
    payments.refundFailWith = null;
    await expect(refund()).resolves.toMatchObject({ refund: { state: 'refunded' } });
  });

  it('takes over a claim left pending by a request that died, under the same Stripe key', async () => {
    const requestedAt = new Date(NOW.getTime() - STALE_CLAIM_MS).toISOString();
    const pending = {
      state: 'pending' as const,
      amount_cents: 1661,
      reason: 'First try',
      by: ADMIN,
      requested_at: requestedAt,
    };
    const { refund, payments } = setup(paidOrder({ refund: pending }));
    await expect(refund()).resolves.toMatchObject({ refund: { state: 'refunded' } });
    expect(payments.refunds.map((r) => r.idempotencyKey)).toEqual([`refund-${REFERENCE}`]);

    const fresh = setup(paidOrder({ refund: { ...pending, requested_at: NOW.toISOString() } }));
    await expect(refusedWith(fresh.refund())).resolves.toEqual({
      status: 409,
      message: REFUND_MESSAGES.inProgress,
    });
  });

  it('keeps the refund when the e-mail, audit or sales record fails, and says the mail did not go', async () => {
    const { deps, refund, mailer, orders } = setup(paidOrder());
    mailer.failWith = new Error('SES down');
    deps.audit = { record: () => Promise.reject(new Error('table gone')) };
    await expect(refund()).resolves.toMatchObject({ customerEmailed: false, refund: { state: 'refunded' } });
    expect(orders.rows.get(REFERENCE)?.refund?.state).toBe('refunded');
  });
});
