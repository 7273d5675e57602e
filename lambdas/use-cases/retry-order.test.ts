import { storedOrder, REFERENCE } from '../testing/order-fixture';
import { MemoryOrders, RecordingWorkflow } from './fakes.test-support';
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
