import type { OrderView } from '../../shared/api/orders.schema';
import type { AuthClaims } from '../lib/caller';
import type { AuditLog } from '../ports/audit-log';
import type { OrderRecord } from '../ports/order-store';
import { actorOf } from './audit-trail';
import { loadOrder, toOrderView } from './order-view';
import { resumeOrder } from './resume-order';
import type { RetryOrderDeps } from './retry-order';

/** What an order's retry changes: where it stands in the pipeline. */
const progressOf = (order: OrderRecord) => ({
  status: order.status,
  step: order.step,
  retryCount: order.retry_count ?? 0,
});

/**
 * The Orders tab's Retry: Retry Flow (`retryOrder`) for an admin, recorded in the audit log with the
 * order's progress before and after, also when there was nothing to resume (a running order).
 */
export async function retryAdminOrder(
  deps: RetryOrderDeps & { audit: AuditLog },
  caller: AuthClaims,
  reference: string,
): Promise<OrderView> {
  const order = await loadOrder(deps.orders, reference);
  await resumeOrder(deps, order, false);
  const after = await loadOrder(deps.orders, order.order_id);
  await deps.audit.record({
    kind: 'order',
    action: 'retry',
    actor: actorOf(caller),
    subject: order.order_id,
    before: progressOf(order),
    after: progressOf(after),
  });
  return toOrderView(after);
}
