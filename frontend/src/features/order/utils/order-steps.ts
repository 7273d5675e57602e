import type { OrderView } from '@shared/api/orders.schema';
import { MESSAGES } from '@shared/validation/messages';

/** The seven fulfilment steps (numbers 0-6), named for a buyer. */
export const FULFILMENT_STEP_LABELS = [
  'Secure connection',
  'Allocate eSIM',
  'Assign ICCID',
  'QR code',
  'Email',
  'Account',
  'Complete',
] as const;

/** A top-up's three steps (numbers 0-2): no new eSIM, data added to the one the traveller has. */
export const TOP_UP_STEP_LABELS = ['Add data', 'Email', 'Complete'] as const;

export const STEP_ERROR_HINT = MESSAGES.success.stepFailed;

export type FulfilmentStepState = 'complete' | 'current' | 'upcoming' | 'error';

/**
 * The state of each step from the order's recorded progress: `started_X` is running, `completed_X`
 * is done (the next one is under way), `error_X` failed; before any step (order_created) the first
 * one is waiting for payment confirmation.
 */
export function fulfilmentStepStates(
  order: Pick<OrderView, 'status' | 'step' | 'stepNumber'>,
  count: number = FULFILMENT_STEP_LABELS.length,
): FulfilmentStepState[] {
  if (order.status === 'completed') return Array.from({ length: count }, () => 'complete');
  const at = order.stepNumber;
  const stepDone = order.step.startsWith('completed_');
  return Array.from({ length: count }, (_, index) => {
    if (index < at || (index === at && stepDone)) return 'complete';
    if (index === at && order.status === 'error') return 'error';
    if (index === at || (stepDone && index === at + 1) || (at < 0 && index === 0)) return 'current';
    return 'upcoming';
  });
}
