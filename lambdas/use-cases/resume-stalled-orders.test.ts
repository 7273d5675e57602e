import { REFERENCE, storedOrder } from '../testing/order-fixture';
import type { OrderRecord } from '../ports/order-store';
import { MemoryOrders, RecordingWorkflow } from './fakes.test-support';
import { MESSAGES } from '../../shared/validation/messages';
import { type RecoverySettings } from './resume-order';
import { resumeStalledOrders } from './resume-stalled-orders';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const SETTINGS: RecoverySettings = { stallMs: 10 * 60_000, maxAutomaticAttempts: 3 };
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const order = (overrides: Partial<OrderRecord> = {}) =>
  storedOrder({
    paid: true,
    status: 'started',
    step: 'started_poll_for_iccid',
    step_number: 2,
    updated_at: minutesAgo(30),
    ...overrides,
  });

describe('resumeStalledOrders', () => {
  function setup(...rows: OrderRecord[]) {
    const orders = new MemoryOrders();
    orders.now = () => NOW;
    for (const row of rows) orders.rows.set(row.order_id, structuredClone(row));
    const workflow = new RecordingWorkflow();
    return { orders, workflow, settings: SETTINGS, now: () => NOW };
  }
  it('sweeps only stalled paid started orders and reports what it did', async () => {
    const other = (id: string, overrides: Partial<OrderRecord>) => order({ order_id: id, ...overrides });
    const deps = setup(
      order(),
      other('moving', { updated_at: minutesAgo(1) }),
      other('unpaid', { paid: false, step: 'order_created' }),
      other('done', { status: 'completed', step: 'order_completed' }),
      other('running', {}),
      other('tired', { retry_count: 3 }),
    );
    deps.workflow.states.set('running', 'running');
    deps.workflow.states.set('tired-retry-3', 'failed');
    const report = await resumeStalledOrders(deps);
    expect(report).toEqual({ checked: 3, restarted: 1, left: 1, gaveUp: 1 });
    expect(deps.workflow.started).toEqual([`${REFERENCE}-retry-1`]);
    expect(deps.orders.rows.get('tired')).toMatchObject({
      status: 'error',
      step: 'error_poll_for_iccid',
      error_message: MESSAGES.success.unexpected,
    });
    // Restarted just now: the next sweep leaves it to its new execution.
    expect(await resumeStalledOrders(deps)).toMatchObject({ restarted: 0 });
  });

  it('records a restart that Step Functions refused as a failed first step, so nothing stays started', async () => {
    const deps = setup(order());
    deps.workflow.failWith = new Error('throttled');
    await resumeStalledOrders(deps);
    expect(deps.orders.rows.get(REFERENCE)?.status).toBe('error');
  });
});
