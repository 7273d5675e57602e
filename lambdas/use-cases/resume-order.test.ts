import { REFERENCE, storedOrder } from '../testing/order-fixture';
import type { OrderRecord } from '../ports/order-store';
import type { ExecutionState } from '../ports/workflow';
import { MemoryOrders, RecordingWorkflow } from './fakes.test-support';
import { resumeDecision, resumeOrder, type RecoverySettings } from './resume-order';

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

const decide = (o: OrderRecord, execution: ExecutionState, automatic = true) =>
  resumeDecision(o, execution, { now: NOW, settings: SETTINGS, automatic }).action;

describe('resumeDecision', () => {
  it('restarts a stalled paid order whose execution is over or gone, and leaves a running one alone', () => {
    for (const execution of ['failed', 'timed_out', 'aborted', 'missing', 'succeeded'] as const)
      expect([execution, decide(order(), execution)]).toEqual([execution, 'restart']);
    expect(decide(order(), 'running')).toBe('leave');
  });

  it('never touches an order that moved within the stall time, an unpaid one, or a settled one', () => {
    expect(decide(order({ updated_at: minutesAgo(9) }), 'missing')).toBe('leave');
    expect(decide(order({ paid: false, step: 'order_created' }), 'missing')).toBe('leave');
    for (const status of ['completed', 'payment_failed', 'cancelled', 'review'] as const)
      expect(decide(order({ status }), 'missing', false)).toBe('leave');
  });

  it('never resumes a refunded order, nor one whose refund is under way', () => {
    const refund = {
      amount_cents: 1661,
      reason: 'Failed order',
      by: { id: 'admin-1', email: 'ops@example.com' },
      requested_at: minutesAgo(1),
    };
    for (const state of ['pending', 'refunded'] as const) {
      const failed = order({ status: 'error', step: 'error_send_email', refund: { ...refund, state } });
      expect(decide(failed, 'failed', false)).toBe('leave');
      expect(decide(order({ refund: { ...refund, state } }), 'missing')).toBe('leave');
    }
  });

  it('leaves a failed order to a person: Retry resumes it, the sweeper does not', () => {
    const failed = order({ status: 'error', step: 'error_send_email' });
    expect(decide(failed, 'failed', false)).toBe('restart');
    expect(decide(failed, 'failed', true)).toBe('leave');
  });

  it('gives up after the automatic attempts (recording the error); a person can still retry', () => {
    const tired = order({ retry_count: 3 });
    expect(decide(tired, 'failed', true)).toBe('give-up');
    expect(decide(tired, 'failed', false)).toBe('restart');
  });
});

describe('resumeOrder', () => {
  function setup(...rows: OrderRecord[]) {
    const orders = new MemoryOrders();
    orders.now = () => NOW;
    for (const row of rows) orders.rows.set(row.order_id, structuredClone(row));
    const workflow = new RecordingWorkflow();
    return { orders, workflow, settings: SETTINGS, now: () => NOW };
  }

  it('resumes a stalled order at its recorded step under the next attempt name, once', async () => {
    const deps = setup(order({ retry_count: 1 }));
    deps.workflow.states.set(`${REFERENCE}-retry-1`, 'failed');
    const stale = (await deps.orders.get(REFERENCE))!;
    const outcomes = await Promise.all([resumeOrder(deps, stale, true), resumeOrder(deps, stale, false)]);
    expect(outcomes.sort()).toEqual(['lost-race', 'restarted']);
    expect(deps.workflow.started).toEqual([`${REFERENCE}-retry-2`]);
    expect(deps.orders.rows.get(REFERENCE)).toMatchObject({
      status: 'started',
      step: 'started_poll_for_iccid',
      retry_count: 2,
      updated_at: NOW.toISOString(),
    });
  });

  it('asks about the execution of the current attempt and leaves it running', async () => {
    const deps = setup(order());
    deps.workflow.states.set(REFERENCE, 'running');
    expect(await resumeOrder(deps, (await deps.orders.get(REFERENCE))!, true)).toBe('left');
    expect(deps.workflow.started).toEqual([]);
  });
});
