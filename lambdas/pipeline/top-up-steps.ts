import { remainingMb } from '../../shared/esim/usage';
import { customReference, stepNumber, TOP_UP_STEPS, type TopUpStepName } from '../../shared/order/order';
import type { OrderStore, OrderUpdate } from '../ports/order-store';
import { topUpEmailForOrder } from '../emails/top-up-email';
import { IccidNotAvailableError, MissingBundleIdError, MissingEmailError } from './errors';
import type { PipelineState } from './pipeline-contract';
import { countOutcome, loadOrder, type PipelineDeps } from './pipeline-steps';

/** How far back the apply step looks for a top-up it may have applied already. */
const TOP_UP_HISTORY_DAYS = 90;

const record = (
  orders: OrderStore,
  orderId: string,
  phase: 'started' | 'completed',
  step: TopUpStepName,
  extra: OrderUpdate = {},
) =>
  orders.update(orderId, {
    status: 'started',
    step: `${phase}_${step}`,
    step_number: stepNumber(step, 'topup'),
    ...extra,
  });

/**
 * Adds the bundle's data to the eSIM exactly once: the provider call carries the order reference,
 * and a step that runs again (a retry after a timeout, Retry Flow) first looks for that reference
 * in the eSIM's top-up history. Then notes the eSIM's data after the top-up on the order.
 */
export async function applyTopUp(
  deps: Pick<PipelineDeps, 'orders' | 'provider'>,
  state: PipelineState,
): Promise<PipelineState> {
  const order = await loadOrder(deps.orders, state.orderId);
  await record(deps.orders, order.order_id, 'started', 'apply_top_up');
  if (!order.target_iccid) throw new IccidNotAvailableError('The top-up has no ICCID');
  if (!order.bundle_id) throw new MissingBundleIdError('The top-up has no bundle id');
  const iccid = order.target_iccid;
  const reference = customReference(order);
  const history = await deps.provider.getTopUpHistory(iccid, TOP_UP_HISTORY_DAYS);
  if (!history.some((entry) => entry.customReference === reference)) {
    await deps.provider.applyTopUp(iccid, order.bundle_id, reference);
  }
  const status = await deps.provider.getBundleStatus(iccid);
  await record(deps.orders, order.order_id, 'completed', 'apply_top_up', {
    top_up_result: {
      iccid,
      remainingMb: remainingMb(status),
      totalMb: status.totalDataAllocation,
      bundleExpiry: status.bundleExpiry,
    },
  });
  return { orderId: order.order_id, kind: 'topup' };
}

/** Mails the confirmation: the eSIM, the data added and what it has now. */
export async function sendTopUpEmail(
  deps: Pick<PipelineDeps, 'orders' | 'brands' | 'mailer' | 'shopUrl'>,
  state: PipelineState,
): Promise<PipelineState> {
  const order = await loadOrder(deps.orders, state.orderId);
  await record(deps.orders, order.order_id, 'started', 'send_email');
  if (!order.user_email) throw new MissingEmailError('The order has no e-mail address');
  await deps.mailer.send(topUpEmailForOrder(order, await deps.brands.get(), deps.shopUrl));
  await record(deps.orders, order.order_id, 'completed', 'send_email');
  return { orderId: order.order_id, kind: 'topup' };
}

export async function completeTopUp(
  deps: Pick<PipelineDeps, 'orders' | 'sales' | 'now'>,
  state: PipelineState,
): Promise<PipelineState> {
  await record(deps.orders, state.orderId, 'started', 'order_completed');
  await deps.orders.update(state.orderId, {
    status: 'completed',
    step: 'order_completed',
    step_number: TOP_UP_STEPS.indexOf('order_completed'),
    error_message: null,
  });
  await countOutcome(deps, state.orderId, 'delivered');
  return { orderId: state.orderId, kind: 'topup' };
}
