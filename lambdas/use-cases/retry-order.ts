import type { OrderView } from '../../shared/api/orders.schema';
import { loadOrder, toOrderView } from './order-view';
import { resumeOrder, type ResumeDeps } from './resume-order';

export type RetryOrderDeps = ResumeDeps;

/**
 * Retry Flow: a paid order that failed, or one that stalled in status started with no running
 * execution behind it, gets a new execution that resumes it from the recorded step. Any other order
 * (running, delivered, unpaid, under review) is left alone and its current view returned, so a
 * double click or a retry of a running order starts nothing.
 */
export async function retryOrder(deps: RetryOrderDeps, reference: string): Promise<OrderView> {
  const order = await loadOrder(deps.orders, reference);
  await resumeOrder(deps, order, false);
  return toOrderView(await loadOrder(deps.orders, order.order_id));
}
