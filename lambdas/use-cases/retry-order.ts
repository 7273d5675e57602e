import type { OrderView } from '../../shared/api/orders.schema';
import { orderKind } from '../../shared/order/order';
import type { OrderStore } from '../ports/order-store';
import type { Workflow } from '../ports/workflow';
import { recordStartFailure } from './create-checkout';
import { loadOrder, toOrderView } from './order-view';

export interface RetryOrderDeps {
  orders: OrderStore;
  workflow: Workflow;
}

/**
 * Retry Flow: a paid order that failed goes back to started and a new execution resumes it from
 * the recorded step. Any other order is left alone and its current view returned, so a double
 * click or a retry of a running order starts nothing.
 */
export async function retryOrder(deps: RetryOrderDeps, reference: string): Promise<OrderView> {
  const order = await loadOrder(deps.orders, reference);
  if (order.status !== 'error' || !order.paid) return toOrderView(order);
  const attempt = (order.retry_count ?? 0) + 1;
  const claimed = await deps.orders.update(
    order.order_id,
    {
      status: 'started',
      step: order.step.replace(/^error_/, 'started_'),
      retry_count: attempt,
      error_message: null,
    },
    ['error'],
  );
  if (claimed) {
    try {
      await deps.workflow.startFulfilment(order.order_id, attempt);
    } catch (error) {
      await recordStartFailure(deps.orders, order.order_id, error, orderKind(order));
    }
  }
  return toOrderView(await loadOrder(deps.orders, order.order_id));
}
