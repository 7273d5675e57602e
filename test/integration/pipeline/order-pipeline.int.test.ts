import { SfnWorkflow } from '../../../lambdas/adapters/sfn-workflow';
import {
  DEFAULT_ICCID_POLL_SCHEDULE,
  maxIccidChecks,
} from '../../../infra/pipeline/order-pipeline-definition';
import { ORDER_STEPS } from '../../../shared/order/order';
import { deliveredIccidList } from '../../../lambdas/ports/user-store';
import { startPipelineHarness, type PipelineHarness } from './pipeline-harness';

let h: PipelineHarness;

beforeAll(async () => {
  h = await startPipelineHarness();
});
afterAll(async () => {
  await h?.stop();
});
afterEach(() => h.simulator.setFaults({}));

const allocations = (orderId: string) => h.simulator.state.counters.allocationRequests[orderId] ?? 0;
const mailTo = async (email: string) =>
  (await h.ses.listMail()).filter((m) => m.destination.to.some((to) => to.includes(email)));
const profileOf = (orderId: string) => h.simulator.state.data.profiles[orderId];

async function expectDelivered(orderId: string) {
  const order = await h.getOrder(orderId);
  expect(order).toMatchObject({
    status: 'completed',
    step: 'order_completed',
    step_number: 6,
    error_message: null,
  });
  const profile = profileOf(orderId)!;
  expect(order.iccid).toBe(profile.iccid);
  expect(order.activation_code).toBe(profile.activationCode);
  expect(order.qr_code_url).toMatch(/^data:image\/png;base64,/);
  // On the e-mail's row: in the account's list, or unclaimed when the buyer did not prove the e-mail.
  expect(deliveredIccidList((await h.getUser(order.user_email))!)).toContain(profile.iccid);
  return order;
}

describe('order pipeline, run locally end to end', () => {
  it('adds the eSIM to the account’s list when the buyer proved the e-mail at checkout', async () => {
    const order = await h.createOrder({ email_proven: true });
    expect((await h.runExecution(order.order_id)).status).toBe('SUCCEEDED');
    const done = await expectDelivered(order.order_id);
    expect(await h.getUser(order.user_email)).toMatchObject({ iccid: done.iccid });
    expect((await h.getUser(order.user_email))?.unclaimed_iccid ?? '').toBe('');
  });

  it('fulfils a paid order: every step in order, the eSIM stored, mailed and recorded on the e-mail', async () => {
    const order = await h.createOrder();
    const execution = await h.runExecution(order.order_id);
    expect(execution.status).toBe('SUCCEEDED');
    const done = await expectDelivered(order.order_id);
    // Anyone may check out with any address: the eSIM waits unclaimed, out of the account's list.
    expect(await h.getUser(order.user_email)).toMatchObject({ iccid: '', unclaimed_iccid: done.iccid });
    expect(allocations(order.order_id)).toBe(1);

    const points = h.progress.get(order.order_id)!;
    const completedSteps = points
      .filter((p) => p.step.startsWith('completed_'))
      .map((p) => [p.step, p.stepNumber]);
    expect(completedSteps).toEqual(
      ORDER_STEPS.slice(0, 6).map((step, index) => [`completed_${step}`, index]),
    );
    const times = points.map((p) => Date.parse(p.updatedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const [mail] = await mailTo(order.user_email);
    expect(mail!.subject).toBe('Roamly: Your travel eSIM is ready!');
    expect(mail!.body.html).toContain(done.iccid);
    expect(mail!.body.text).toContain(`Activation code: ${done.activation_code}`);
    expect(mail!.body.text).toContain(
      `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(done.activation_code!)}`,
    );
    expect(mail!.attachments.map((a) => a.filename)).toEqual([
      `esim-qrcode-${done.iccid}.png`,
      `esim-qrcode-${done.iccid}.png`,
    ]);
  });

  it('retries a 5xx burst at allocation and completes with one allocation', async () => {
    const order = await h.createOrder();
    h.simulator.setFaults({ bursts: [{ path: '/network/things/consumer-profile/', count: 3 }] });
    const execution = await h.runExecution(order.order_id);
    expect(execution.status).toBe('SUCCEEDED');
    await expectDelivered(order.order_id);
    expect(allocations(order.order_id)).toBe(1);
  });

  it('keeps polling until the ICCID arrives after 40 polls', async () => {
    const order = await h.createOrder();
    h.simulator.setFaults({ iccidAfterPolls: 40 });
    const execution = await h.runExecution(order.order_id);
    expect(execution.status).toBe('SUCCEEDED');
    await expectDelivered(order.order_id);
    const polls = h.progress.get(order.order_id)!.filter((p) => p.task === 'poll-for-iccid');
    expect(polls).toHaveLength(40);
  });

  it("records the spec's timeout when the ICCID never arrives, and Retry Flow then completes without a second allocation", async () => {
    const order = await h.createOrder();
    h.simulator.setFaults({ iccidNever: true });
    const failed = await h.runExecution(order.order_id);
    expect(failed).toMatchObject({ status: 'FAILED', error: 'OrderFulfilmentFailed' });
    expect(failed.cause).toBe('Timeout waiting for ICCID. Please refresh or contact support.');
    expect(await h.getOrder(order.order_id)).toMatchObject({
      status: 'error',
      step: 'error_poll_for_iccid',
      step_number: 2,
      error_message: 'Timeout waiting for ICCID. Please refresh or contact support.',
    });
    // The spec's 150 s budget: the first check after the typical allocation delay, then one a second.
    expect(h.progress.get(order.order_id)!.filter((p) => p.task === 'poll-for-iccid')).toHaveLength(
      maxIccidChecks(DEFAULT_ICCID_POLL_SCHEDULE),
    );

    h.simulator.setFaults({});
    const workflow = new SfnWorkflow(h.sfn, h.sfnServer.stateMachineArn);
    await expect(workflow.startFulfilment(order.order_id, 1)).resolves.toBe(true);
    await h.sfnServer.waitForIdle();
    await expectDelivered(order.order_id);
    expect(allocations(order.order_id)).toBe(1);
  });

  it("records 'Failed to send email. Contact support.' when SES is down, and Retry Flow resumes at the e-mail", async () => {
    const order = await h.createOrder();
    await h.ses.stop();
    try {
      const failed = await h.runExecution(order.order_id);
      expect(failed.status).toBe('FAILED');
    } finally {
      await h.restartSes();
    }
    const recorded = await h.getOrder(order.order_id);
    expect(recorded).toMatchObject({
      status: 'error',
      step: 'error_send_email',
      step_number: 4,
      error_message: 'Failed to send email. Contact support.',
    });
    // The mail step was retried with backoff before the failure was recorded.
    expect(h.progress.get(order.order_id)!.filter((p) => p.task === 'send-email').length).toBeGreaterThan(1);

    const retry = await h.runExecution(order.order_id, `${order.order_id.slice(0, 60)}-retry-1`);
    expect(retry.status).toBe('SUCCEEDED');
    await expectDelivered(order.order_id);
    expect(allocations(order.order_id)).toBe(1);
    expect(await mailTo(order.user_email)).toHaveLength(1);
    const retried = h.progress
      .get(order.order_id)!
      .slice(-4)
      .map((p) => p.task);
    expect(retried).toEqual(['load-order', 'send-email', 'update-user-record', 'order-completed']);
  });

  it('records an allocation that keeps failing after its retries, and Retry Flow allocates exactly once', async () => {
    const order = await h.createOrder();
    h.simulator.setFaults({ bursts: [{ path: '/network/things/consumer-profile/', count: 50 }] });
    const failed = await h.runExecution(order.order_id);
    expect(failed.status).toBe('FAILED');
    expect(await h.getOrder(order.order_id)).toMatchObject({
      status: 'error',
      step: 'error_request_iccid_allocation',
      error_message: 'Failed to allocate eSIM: 503 Service Unavailable. Please refresh or contact support.',
    });
    h.simulator.setFaults({});
    const retry = await h.runExecution(order.order_id, `${order.order_id.slice(0, 60)}-retry-1`);
    expect(retry.status).toBe('SUCCEEDED');
    await expectDelivered(order.order_id);
    expect(allocations(order.order_id)).toBe(1);
  });

  it('does not retry a provider 4xx: the failure is recorded at once', async () => {
    const order = await h.createOrder();
    // One 400, then the provider would accept: a retry would complete the order.
    h.simulator.setFaults({ bursts: [{ path: '/network/things/consumer-profile/', count: 1, status: 400 }] });
    const failed = await h.runExecution(order.order_id);
    expect(failed.status).toBe('FAILED');
    expect((await h.getOrder(order.order_id)).error_message).toBe(
      'Failed to allocate eSIM: 400 Bad Request. Please refresh or contact support.',
    );
    expect(allocations(order.order_id)).toBe(0);
  });

  it.each([
    [
      'bundle id',
      { bundle_id: '' },
      'error_request_iccid_allocation',
      'Missing bundle ID. Please refresh the page.',
    ],
    [
      'e-mail',
      { user_email: undefined },
      'error_send_email',
      'Missing email. Please refresh or contact support.',
    ],
  ])('records a missing %s without retrying', async (_what, overrides, step, message) => {
    const order = await h.createOrder(overrides);
    const failed = await h.runExecution(order.order_id);
    expect(failed.status).toBe('FAILED');
    expect(await h.getOrder(order.order_id)).toMatchObject({ status: 'error', step, error_message: message });
    const failedTask = step === 'error_send_email' ? 'send-email' : 'request-iccid-allocation';
    expect(h.progress.get(order.order_id)!.filter((p) => p.task === failedTask)).toHaveLength(1);
  });

  it('runs nothing again for a delivered order, and refuses a second start under the same name', async () => {
    const order = await h.createOrder();
    expect((await h.runExecution(order.order_id)).status).toBe('SUCCEEDED');
    const again = await h.runExecution(order.order_id, `${order.order_id.slice(0, 60)}-again`);
    expect(again.status).toBe('SUCCEEDED');
    expect(
      h.progress
        .get(order.order_id)!
        .slice(-1)
        .map((p) => p.task),
    ).toEqual(['load-order']);
    expect(await mailTo(order.user_email)).toHaveLength(1);

    const workflow = new SfnWorkflow(h.sfn, h.sfnServer.stateMachineArn);
    await expect(workflow.startFulfilment(order.order_id)).resolves.toBe(false);
  });

  it('fulfils 20 orders at once with 20 distinct ICCIDs', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => h.createOrder()));
    const executions = await Promise.all(orders.map((o) => h.runExecution(o.order_id)));
    expect(executions.map((e) => e.status)).toEqual(Array(20).fill('SUCCEEDED'));
    const delivered = await Promise.all(orders.map((o) => expectDelivered(o.order_id)));
    expect(new Set(delivered.map((o) => o.iccid)).size).toBe(20);
    expect(orders.map((o) => allocations(o.order_id))).toEqual(Array(20).fill(1));
  });
});
