import type { OrderView } from '@shared/api/orders.schema';

export type FlowStepStatus = 'pending' | 'processing' | 'completed' | 'error';

/**
 * The Full Order Flow's four steps (SPEC section 2) and the pipeline steps (numbers 0-6) each one
 * covers; Payment Processing is the order being paid (a test order is free, so it is paid at once).
 */
export const FULL_FLOW_STEPS = [
  { label: 'Payment Processing', from: -1, to: -1 },
  { label: 'eSIM Allocation', from: 0, to: 2 },
  { label: 'QR Code Generation', from: 3, to: 3 },
  { label: 'Order Completion', from: 4, to: 6 },
] as const;

const stepIndex = (step: string, prefix: string, stepNumber: number) =>
  step.startsWith(prefix) ? stepNumber : null;

/** Each of the four steps' status from the order's recorded progress; all pending before an order exists. */
export function fullFlowStatuses(
  order: Pick<OrderView, 'status' | 'step' | 'stepNumber' | 'paid'> | null,
  starting = false,
): FlowStepStatus[] {
  if (!order) return FULL_FLOW_STEPS.map((_, index) => (starting && index === 0 ? 'processing' : 'pending'));
  if (order.status === 'completed') return FULL_FLOW_STEPS.map(() => 'completed');
  const failedAt =
    order.status === 'error' ? (stepIndex(order.step, 'error_', order.stepNumber) ?? -1) : null;
  const doneUpTo =
    stepIndex(order.step, 'completed_', order.stepNumber) ??
    (order.stepNumber >= 0 ? order.stepNumber - 1 : -1);
  // The pipeline step under way: the one started, or the one after the last completed.
  const running = order.status === 'started' ? doneUpTo + 1 : null;
  return FULL_FLOW_STEPS.map(({ from, to }) => {
    if (from < 0) {
      if (failedAt !== null && failedAt < 0 && !order.paid) return 'error';
      return order.paid ? 'completed' : 'processing';
    }
    if (failedAt !== null && failedAt >= from && failedAt <= to) return 'error';
    if (doneUpTo >= to) return 'completed';
    if (order.paid && running !== null && running >= from && running <= to) return 'processing';
    return 'pending';
  });
}
