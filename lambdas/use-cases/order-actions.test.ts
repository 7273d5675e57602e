import { MESSAGES } from '../../shared/validation/messages';
import { storedOrder, REFERENCE } from '../http/handler-test-support';
import { NotFoundError, UpstreamError } from '../lib/errors';
import { checkEsimStatus } from './check-esim-status';
import {
  fakeProvider,
  FakePayments,
  MemoryOrders,
  MemoryUsers,
  NOW,
  PNG,
  RecordingWorkflow,
} from './fakes.test-support';
import { getOrderInvoice } from './order-invoice';
import { toOrderView } from './order-view';
import { retryOrder } from './retry-order';

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
    return { orders, workflow: new RecordingWorkflow() };
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
    await retryOrder({ orders, workflow }, REFERENCE);
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

describe('checkEsimStatus', () => {
  const ICCID = '8944000000000000017';
  async function owner() {
    const users = new MemoryUsers();
    const { user } = await users.ensureUser('owner@example.com', 'Olive');
    await users.addIccid(user.id, ICCID);
    return users;
  }

  it('answers usage, top-ups, activation code and QR from the provider', async () => {
    const answer = await checkEsimStatus(
      { users: await owner(), provider: fakeProvider(), now: () => NOW },
      { email: 'owner@example.com', iccid: ICCID },
    );
    expect(answer).toEqual({
      iccids: [ICCID],
      esim: {
        iccid: ICCID,
        bundleState: 'Active',
        usageStatus: 'Active',
        bundleId: '01032_3',
        bundleExpiry: '2099-01-01T00:00:00Z',
        remainingMb: 1024,
        totalMb: 5120,
        percentUsed: 80,
        topUps: [{ productBundleId: '01032_5', valueMb: 1024, date: '2026-11-01' }],
        activationCode: 'LPA:1$smdp.example$CODE',
        qrCodeDataUrl: `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`,
      },
    });
  });

  it("an unused eSIM is Inactive; a failing bundle lookup answers the spec's message", async () => {
    const users = await owner();
    const inactive = fakeProvider({
      getBundleStatus: async (iccid) => ({
        iccid,
        bundleId: null,
        bundleExpiry: null,
        bundleBalance: null,
        totalDataAllocation: null,
        isBundleDepleted: false,
        isBundleExpired: false,
      }),
      getQrCodePng: () => Promise.reject(new Error('down')),
    });
    const answer = await checkEsimStatus(
      { users, provider: inactive, now: () => NOW },
      { email: 'owner@example.com', iccid: ICCID },
    );
    expect(answer.esim).toMatchObject({
      bundleState: 'Inactive',
      usageStatus: 'Not Activated',
      qrCodeDataUrl: null,
    });
    const broken = fakeProvider({ getBundleStatus: () => Promise.reject(new Error('down')) });
    await expect(
      checkEsimStatus(
        { users, provider: broken, now: () => NOW },
        { email: 'owner@example.com', iccid: ICCID },
      ),
    ).rejects.toThrow(MESSAGES.status.bundleStatusFailed);
  });
});
