import { DEFAULT_BRAND } from '../../shared/brand/brand';
import type { ProviderTopUp } from '../ports/esim-provider';
import type { MailMessage } from '../ports/mailer';
import { storedOrder } from '../testing/order-fixture';
import { fakeProvider, MemoryOrders, MemorySalesLedger, MemoryUsers } from '../use-cases/fakes.test-support';
import { loadOrderStep, recordFailure, type PipelineDeps } from './pipeline-steps';
import { applyTopUp, completeTopUp, sendTopUpEmail } from './top-up-steps';

const ICCID = '8944000000000000011';
const REFERENCE = 'roamly_order_2_01032_5_u1';

async function setup(extra: Parameters<typeof storedOrder>[0] = {}, history: ProviderTopUp[] = []) {
  const orders = new MemoryOrders();
  const base = storedOrder();
  await orders.create(
    storedOrder({
      order_id: REFERENCE,
      custom_reference: REFERENCE,
      kind: 'topup',
      target_iccid: ICCID,
      bundle_id: '01032_5',
      user_email: 'ana@example.com',
      customer_name: 'Ana',
      paid: true,
      order_data: {
        ...base.order_data,
        bundle: { ...base.order_data.bundle, name: 'Europe 1GB', validityDays: 7 },
      },
      ...extra,
    }),
  );
  const applied: [string, string, string][] = [];
  const sent: MailMessage[] = [];
  const provider = fakeProvider({
    getTopUpHistory: async () => history,
    applyTopUp: async (iccid, bundleId, reference) => void applied.push([iccid, bundleId, reference]),
    getBundleStatus: async (iccid) => ({
      iccid,
      bundleId: '01032_3',
      bundleExpiry: '2026-12-10T00:00:00.000Z',
      bundleBalance: '4096',
      totalDataAllocation: 6144,
      isBundleDepleted: false,
      isBundleExpired: false,
    }),
  });
  const deps: PipelineDeps = {
    orders,
    users: new MemoryUsers(),
    brands: { get: async () => DEFAULT_BRAND, put: async () => undefined },
    provider,
    tokens: { getToken: async () => 'token' },
    mailer: { send: async (m) => (sent.push(m), { messageId: 'm1' }) },
    shopUrl: 'https://shop.example',
    publicApiUrl: 'https://shop.example',
    sales: new MemorySalesLedger(),
    now: () => new Date('2026-11-22T10:00:00Z'),
  };
  return { deps, orders, applied, sent, order: () => orders.rows.get(REFERENCE)! };
}

describe('the top-up branch of the pipeline', () => {
  it('load-order names the kind of a top-up and resumes it by its own steps', async () => {
    const fresh = await setup();
    await expect(loadOrderStep(fresh.deps, { orderId: REFERENCE })).resolves.toEqual({
      orderId: REFERENCE,
      kind: 'topup',
      resumeAt: 0,
      pollAttempt: 0,
    });
    const mailed = await setup({ step: 'error_send_email', status: 'error' });
    await expect(loadOrderStep(mailed.deps, { orderId: REFERENCE })).resolves.toMatchObject({ resumeAt: 1 });
    const done = await setup({ step: 'order_completed', status: 'completed' });
    await expect(loadOrderStep(done.deps, { orderId: REFERENCE })).resolves.toMatchObject({ resumeAt: 3 });
  });

  it('applies the bundle to the ICCID under the order reference and notes the data after it', async () => {
    const s = await setup();
    await expect(applyTopUp(s.deps, { orderId: REFERENCE })).resolves.toEqual({
      orderId: REFERENCE,
      kind: 'topup',
    });
    expect(s.applied).toEqual([[ICCID, '01032_5', REFERENCE]]);
    expect(s.order()).toMatchObject({
      step: 'completed_apply_top_up',
      step_number: 0,
      top_up_result: {
        iccid: ICCID,
        remainingMb: 4096,
        totalMb: 6144,
        bundleExpiry: '2026-12-10T00:00:00.000Z',
      },
    });
  });

  it('does not call the provider again when the history already holds this reference', async () => {
    const s = await setup({}, [
      { productBundleId: '01032_5', valueMb: 1024, date: '2026-11-22', customReference: REFERENCE },
    ]);
    await applyTopUp(s.deps, { orderId: REFERENCE });
    expect(s.applied).toEqual([]);
    expect(s.order().step).toBe('completed_apply_top_up');
  });

  it('tops up when the history holds only other references', async () => {
    const s = await setup({}, [
      { productBundleId: '01032_5', valueMb: 1024, date: '2026-11-22', customReference: 'another_order' },
      { productBundleId: '01032_3', valueMb: 5120, date: '2026-11-20' },
    ]);
    await applyTopUp(s.deps, { orderId: REFERENCE });
    expect(s.applied).toHaveLength(1);
  });

  it('fails permanently without an ICCID, before any provider call', async () => {
    const s = await setup({ target_iccid: null });
    await expect(applyTopUp(s.deps, { orderId: REFERENCE })).rejects.toMatchObject({
      name: 'IccidNotAvailableError',
    });
    expect(s.applied).toEqual([]);
  });

  it('mails the confirmation and completes at step 2', async () => {
    const s = await setup({
      top_up_result: { iccid: ICCID, remainingMb: 4096, totalMb: 6144, bundleExpiry: null },
    });
    await sendTopUpEmail(s.deps, { orderId: REFERENCE });
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0]).toMatchObject({
      to: 'ana@example.com',
      subject: `${DEFAULT_BRAND.name}: Your eSIM has been topped up`,
    });
    expect(s.sent[0]!.text).toContain('Remaining data: 4,096 MB');
    expect(s.sent[0]!.text).toContain('https://shop.example/esim-status?iccid=8944000000000000011');
    expect(s.order()).toMatchObject({ step: 'completed_send_email', step_number: 1 });
    await completeTopUp(s.deps, { orderId: REFERENCE });
    expect(s.order()).toMatchObject({ status: 'completed', step: 'order_completed', step_number: 2 });
  });

  it("records a failed top-up step with the top-up's step number and spec-style message", async () => {
    const s = await setup();
    await recordFailure(s.deps, {
      orderId: REFERENCE,
      kind: 'topup',
      failedStep: 'apply_top_up',
      error: 'PermanentProviderError',
      cause: 'Top-up refused: 400 Bad Request',
    });
    expect(s.order()).toMatchObject({
      status: 'error',
      step: 'error_apply_top_up',
      step_number: 0,
      error_message: 'Failed to top up eSIM: 400 Bad Request. Please refresh or contact support.',
    });
  });
});
