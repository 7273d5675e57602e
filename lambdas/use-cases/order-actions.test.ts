import { MESSAGES } from '../../shared/validation/messages';
import { storedOrder, REFERENCE } from '../testing/order-fixture';
import { NotFoundError, UpstreamError } from '../lib/errors';
import { FakePayments, MemoryOrders, RecordingWorkflow } from './fakes.test-support';
import { getOrderInvoice } from './get-order-invoice';
import { toOrderView } from './order-view';
import { retryOrder } from './retry-order';

const SETTINGS = { stallMs: 10 * 60_000, maxAutomaticAttempts: 5 };

describe('retryOrder', () => {
  async function failedOrder(retryCount?: number) {
    const orders = new MemoryOrders();
    await orders.create(
      storedOrder({
        paid: true,
        status: 'error',
        step: 'error_send_email',
        step_number: 4,
        error_message: 'x',
        retry_count: retryCount,
      }),
    );
    return { orders, workflow: new RecordingWorkflow(), settings: SETTINGS, now: () => new Date() };
  }

  it('moves a failed order back to started at its step and names each attempt', async () => {
    const deps = await failedOrder();
    const view = await retryOrder(deps, REFERENCE);
    expect(view).toMatchObject({ status: 'started', step: 'started_send_email', errorMessage: null });
    deps.orders.rows.get(REFERENCE)!.status = 'error';
    await retryOrder(deps, REFERENCE);
    expect(deps.workflow.started).toEqual([`${REFERENCE}-retry-1`, `${REFERENCE}-retry-2`]);
  });

  it('a double click starts one execution', async () => {
    const deps = await failedOrder(3);
    await Promise.all([retryOrder(deps, REFERENCE), retryOrder(deps, REFERENCE)]);
    expect(deps.workflow.started).toEqual([`${REFERENCE}-retry-4`]);
  });

  it('never restarts an unpaid order', async () => {
    const orders = new MemoryOrders();
    await orders.create(storedOrder({ paid: false, status: 'error', step: 'error_retrieve_esim_token' }));
    const workflow = new RecordingWorkflow();
    await retryOrder({ orders, workflow, settings: SETTINGS, now: () => new Date() }, REFERENCE);
    expect(workflow.started).toEqual([]);
  });
});

describe('toOrderView', () => {
  it('says an unpaid order is waiting for payment, and a failed one shows its message', () => {
    expect(toOrderView(storedOrder()).progressText).toBe('Waiting for payment confirmation...');
    expect(
      toOrderView(storedOrder({ paid: true, step: 'started_generate_qr_code', step_number: 3 })).progressText,
    ).toBe('Creating your easy setup QR code...');
    expect(
      toOrderView(storedOrder({ paid: true, status: 'error', step: 'error_poll_for_iccid' })),
    ).toMatchObject({
      errorMessage: MESSAGES.success.unexpected,
      progressText: MESSAGES.success.stepFailed,
    });
  });
});

describe('getOrderInvoice', () => {
  const completed = storedOrder({
    paid: true,
    status: 'completed',
    step: 'completed_order_completed',
    stripe_session_id: 'cs_1',
  });

  it("answers the payment provider's invoice links for a completed order", async () => {
    const orders = new MemoryOrders();
    await orders.create(completed);
    const payments = new FakePayments();
    payments.invoice = { invoicePdfUrl: 'https://pay.example/in.pdf', invoiceUrl: null };
    expect(await getOrderInvoice({ orders, payments: async () => payments }, REFERENCE)).toEqual(
      payments.invoice,
    );
  });

  it('is not available until the provider has one, and says so when the provider fails', async () => {
    const orders = new MemoryOrders();
    await orders.create(completed);
    const payments = new FakePayments();
    await expect(getOrderInvoice({ orders, payments: async () => payments }, REFERENCE)).rejects.toThrow(
      NotFoundError,
    );
    payments.getInvoice = () => Promise.reject(new Error('down'));
    const failing = getOrderInvoice({ orders, payments: async () => payments }, REFERENCE);
    await expect(failing).rejects.toThrow(UpstreamError);
    await expect(failing).rejects.toThrow(MESSAGES.invoice.error.description);
  });
});
