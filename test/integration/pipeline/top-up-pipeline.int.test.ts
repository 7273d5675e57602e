import { SfnWorkflow } from '../../../lambdas/adapters/sfn-workflow';
import type { OrderRecord } from '../../../lambdas/ports/order-store';
import { startPipelineHarness, type PipelineHarness } from './pipeline-harness';

let h: PipelineHarness;

beforeAll(async () => {
  h = await startPipelineHarness();
});
afterAll(async () => {
  await h?.stop();
});
afterEach(() => h.simulator.setFaults({}));

const mailTo = async (email: string) =>
  (await h.ses.listMail()).filter((m) => m.destination.to.some((to) => to.includes(email)));
const profileByIccid = (iccid: string) =>
  Object.values(h.simulator.state.data.profiles).find((p) => p.iccid === iccid)!;
const topUpCalls = (reference: string) => h.simulator.state.counters.topUpRequests[reference] ?? 0;

/** A delivered Europe 5GB eSIM, then a paid Europe 1GB top-up order for it by the same buyer. */
async function esimWithTopUpOrder(): Promise<{ esim: OrderRecord; topUp: OrderRecord }> {
  const esim = await h.createOrder();
  expect((await h.runExecution(esim.order_id)).status).toBe('SUCCEEDED');
  const delivered = await h.getOrder(esim.order_id);
  const reference = `roamly_order_${Date.now()}_01032_5_${delivered.user_id}`;
  const topUp = await h.createOrder({
    order_id: reference,
    custom_reference: reference,
    kind: 'topup',
    target_iccid: delivered.iccid,
    user_id: delivered.user_id,
    user_email: delivered.user_email,
    bundle_id: '01032_5',
    step: 'order_created',
    step_number: -1,
    order_data: {
      ...delivered.order_data,
      bundle: {
        ...delivered.order_data.bundle,
        bundleId: '01032_5',
        name: 'Europe 1GB',
        size: '1GB',
        validityDays: 7,
      },
    },
  });
  return { esim: delivered, topUp };
}

function dataOf(iccid: string) {
  const profile = profileByIccid(iccid);
  return profile.totalMb + profile.topUps.reduce((sum, t) => sum + t.valueMb, 0);
}

describe('a top-up through the order pipeline, against the provider simulator', () => {
  it('adds the bundle to the existing eSIM once, mails a confirmation and completes: no new eSIM', async () => {
    const { esim, topUp } = await esimWithTopUpOrder();
    const profilesBefore = Object.keys(h.simulator.state.data.profiles).length;

    const execution = await h.runExecution(topUp.order_id);
    expect(execution.status).toBe('SUCCEEDED');

    const done = await h.getOrder(topUp.order_id);
    expect(done).toMatchObject({
      status: 'completed',
      step: 'order_completed',
      step_number: 2,
      error_message: null,
    });
    expect(done.top_up_result).toMatchObject({ iccid: esim.iccid, totalMb: 5120 + 1024 });
    expect(done.top_up_result?.remainingMb).toBeGreaterThan(1024);
    expect(done.qr_code_url ?? null).toBeNull();
    expect(dataOf(esim.iccid!)).toBe(5120 + 1024);
    expect(profileByIccid(esim.iccid!).topUps.map((t) => t.customReference)).toEqual([topUp.order_id]);
    expect(Object.keys(h.simulator.state.data.profiles)).toHaveLength(profilesBefore);
    expect(h.simulator.state.counters.allocationRequests[topUp.order_id]).toBeUndefined();

    const tasks = h.progress.get(topUp.order_id)!.map((p) => [p.task, p.step, p.stepNumber]);
    expect(tasks).toEqual([
      ['load-order', 'order_created', -1],
      ['apply-top-up', 'completed_apply_top_up', 0],
      ['send-top-up-email', 'completed_send_email', 1],
      ['complete-top-up', 'order_completed', 2],
    ]);

    const mails = await mailTo(esim.user_email);
    const confirmation = mails.find((m) => m.subject === 'Roamly: Your eSIM has been topped up');
    expect(confirmation).toBeDefined();
    expect(confirmation!.body.text).toContain(`ICCID: ${esim.iccid}`);
    expect(confirmation!.body.text).toContain('Top-up: Europe 1GB for 7 days');
    expect(confirmation!.body.text).toMatch(/Remaining data: [\d,]+ MB/);
    expect(confirmation!.attachments).toHaveLength(0);
  });

  it('retries a provider outage at the top-up call and still tops up once', async () => {
    const { esim, topUp } = await esimWithTopUpOrder();
    h.simulator.setFaults({ bursts: [{ path: '/top-up/iccids/', count: 2 }] });
    const execution = await h.runExecution(topUp.order_id);
    expect(execution.status).toBe('SUCCEEDED');
    expect(dataOf(esim.iccid!)).toBe(5120 + 1024);
    expect(h.progress.get(topUp.order_id)!.filter((p) => p.task === 'apply-top-up')).toHaveLength(3);
  });

  it('records the spec-style error when the step fails after the provider applied it, and Retry Flow finds it in the history instead of topping up again', async () => {
    const { esim, topUp } = await esimWithTopUpOrder();
    // The top-up goes through, then reading the eSIM's new balance is refused (a permanent 4xx).
    h.simulator.setFaults({ bursts: [{ path: '/network/things/iccids/', count: 1, status: 404 }] });
    const failed = await h.runExecution(topUp.order_id);
    expect(failed).toMatchObject({ status: 'FAILED', error: 'OrderFulfilmentFailed' });
    expect(await h.getOrder(topUp.order_id)).toMatchObject({
      status: 'error',
      step: 'error_apply_top_up',
      step_number: 0,
      error_message: 'Failed to top up eSIM: 404 Not Found. Please refresh or contact support.',
    });
    expect(topUpCalls(topUp.order_id)).toBe(1);

    h.simulator.setFaults({});
    const workflow = new SfnWorkflow(h.sfn, h.sfnServer.stateMachineArn);
    await expect(workflow.startFulfilment(topUp.order_id, 1)).resolves.toBe(true);
    await h.sfnServer.waitForIdle();
    expect(await h.getOrder(topUp.order_id)).toMatchObject({ status: 'completed', step: 'order_completed' });
    // The retried step saw its reference in the eSIM's history: no second PUT, data added once.
    expect(topUpCalls(topUp.order_id)).toBe(1);
    expect(dataOf(esim.iccid!)).toBe(5120 + 1024);
  });

  it('runs nothing again for a completed top-up, whatever starts it again', async () => {
    const { esim, topUp } = await esimWithTopUpOrder();
    expect((await h.runExecution(topUp.order_id)).status).toBe('SUCCEEDED');
    const again = await h.runExecution(topUp.order_id, `${topUp.order_id.slice(0, 60)}-again`);
    expect(again.status).toBe('SUCCEEDED');
    expect(
      h.progress
        .get(topUp.order_id)!
        .slice(-1)
        .map((p) => p.task),
    ).toEqual(['load-order']);
    expect(topUpCalls(topUp.order_id)).toBe(1);
    expect(dataOf(esim.iccid!)).toBe(5120 + 1024);
  });
});
