import { orderKind } from '../../shared/order/order';
import { MESSAGES } from '../../shared/validation/messages';
import { logger } from '../lib/logger';
import type { OrderRecord, OrderStore } from '../ports/order-store';
import type { ExecutionState, Workflow } from '../ports/workflow';
import { recordStartFailure } from './place-order';

/**
 * Getting a paid order moving again, for Retry Flow and for the stalled-order sweeper alike.
 *
 * An order is stalled when it is paid, still `started`, and nothing has written it for the stall
 * time. Its execution's real state decides: a running execution is left alone (it is waiting on the
 * provider, or retrying); one that succeeded, failed, timed out, was aborted or does not exist
 * anymore is replaced by a new attempt that resumes at the recorded step. The pipeline's steps are
 * idempotent (an allocation is looked up before one is requested, a finished step is never run
 * again), so a restart never allocates a second eSIM or sends a second e-mail.
 */

export interface RecoverySettings {
  /** How long a paid, started order may go without a write before it counts as stalled. */
  stallMs: number;
  /**
   * Attempts (retry_count) after which the sweeper stops restarting an order by itself and records
   * it as failed instead, so a person sees it and Retry Flow can still resume it.
   */
  maxAutomaticAttempts: number;
}

export const DEFAULT_MAX_AUTOMATIC_ATTEMPTS = 5;

export interface ResumeDeps {
  orders: OrderStore;
  workflow: Workflow;
  settings: RecoverySettings;
  now: () => Date;
}

export type ResumeDecision =
  | { action: 'leave'; reason: 'not-paid' | 'settled' | 'moving' | 'running' }
  | { action: 'restart' }
  | { action: 'give-up' };

/** True when a paid order in status started has gone without a write for the stall time. */
export function isStalled(order: OrderRecord, now: Date, stallMs: number): boolean {
  if (!order.paid || order.status !== 'started') return false;
  const updated = Date.parse(order.updated_at);
  return !Number.isFinite(updated) || now.getTime() - updated >= stallMs;
}

/** An order whose status means its execution is over for good: only error is worth resuming. */
const isTerminal = (order: OrderRecord) =>
  order.status === 'completed' ||
  order.status === 'payment_failed' ||
  order.status === 'cancelled' ||
  order.status === 'review';

/**
 * What to do with an order, given the state of its current execution. A failed order (status error)
 * is resumed by a person's Retry only: its execution recorded the failure and is over. A stalled
 * started order is resumed unless its execution is still running. `automatic` is the sweeper, which
 * gives up after maxAutomaticAttempts; a person's Retry never does.
 */
export function resumeDecision(
  order: OrderRecord,
  execution: ExecutionState,
  options: { now: Date; settings: RecoverySettings; automatic: boolean },
): ResumeDecision {
  if (!order.paid) return { action: 'leave', reason: 'not-paid' };
  // A refunded order (or one whose refund is under way) is not fulfilled any further.
  if (order.refund) return { action: 'leave', reason: 'settled' };
  if (isTerminal(order)) return { action: 'leave', reason: 'settled' };
  if (order.status === 'error')
    return options.automatic ? { action: 'leave', reason: 'settled' } : { action: 'restart' };
  if (!isStalled(order, options.now, options.settings.stallMs)) return { action: 'leave', reason: 'moving' };
  if (execution === 'running') return { action: 'leave', reason: 'running' };
  if (options.automatic && (order.retry_count ?? 0) >= options.settings.maxAutomaticAttempts)
    return { action: 'give-up' };
  return { action: 'restart' };
}

export type ResumeOutcome = 'restarted' | 'left' | 'gave-up' | 'lost-race';

/**
 * Resumes one order if its decision says so. The claim is a conditional write on the updated_at
 * that was read, so two callers at once (two clicks, a click and the sweeper) start one attempt.
 */
export async function resumeOrder(
  deps: ResumeDeps,
  order: OrderRecord,
  automatic: boolean,
): Promise<ResumeOutcome> {
  const now = deps.now();
  const attemptNow = order.retry_count ?? 0;
  // Cheap checks first: the execution is asked about only for a stalled started order.
  const early = resumeDecision(order, 'missing', { now, settings: deps.settings, automatic });
  if (early.action === 'leave') return 'left';
  const execution =
    order.status === 'started' ? await deps.workflow.fulfilmentState(order.order_id, attemptNow) : 'failed';
  const decision = resumeDecision(order, execution, { now, settings: deps.settings, automatic });
  if (decision.action === 'leave') {
    logger.info('Order left alone', { orderId: order.order_id, execution, reason: decision.reason });
    return 'left';
  }
  if (decision.action === 'give-up') {
    const recorded = await deps.orders.update(
      order.order_id,
      {
        status: 'error',
        step: order.step.replace(/^(started|completed)_/, 'error_'),
        error_message: MESSAGES.success.unexpected,
      },
      { status: ['started'], updatedAt: order.updated_at, retryCount: attemptNow },
    );
    logger.error('Stalled order given up after automatic attempts', {
      orderId: order.order_id,
      attempts: attemptNow,
      execution,
    });
    return recorded ? 'gave-up' : 'lost-race';
  }
  const attempt = attemptNow + 1;
  const claimed = await deps.orders.update(
    order.order_id,
    {
      status: 'started',
      step: order.step.replace(/^error_/, 'started_'),
      retry_count: attempt,
      error_message: null,
    },
    { status: [order.status], updatedAt: order.updated_at, retryCount: attemptNow },
  );
  if (!claimed) return 'lost-race';
  logger.warn('Resuming order fulfilment', {
    orderId: order.order_id,
    attempt,
    previousExecution: execution,
    automatic,
  });
  try {
    await deps.workflow.startFulfilment(order.order_id, attempt);
  } catch (error) {
    await recordStartFailure(deps.orders, order.order_id, error, orderKind(order));
  }
  return 'restarted';
}
