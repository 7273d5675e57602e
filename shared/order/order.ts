import { MESSAGES } from '../validation/messages';

/** The fulfilment steps in order; a step's index is its step number (0-6). */
export const ORDER_STEPS = [
  'retrieve_esim_token',
  'request_iccid_allocation',
  'poll_for_iccid',
  'generate_qr_code',
  'send_email',
  'update_user_record',
  'order_completed',
] as const;

export type OrderStepName = (typeof ORDER_STEPS)[number];
/**
 * started: awaiting payment or being fulfilled; error: a step failed (Retry Flow resumes it);
 * completed: delivered; payment_failed: the payment was declined (nothing to fulfil, the buyer goes
 * back to the cart); cancelled: the checkout ended unpaid, cancelled by the buyer or left until it
 * lapsed (Stripe's checkout.session.expired); review: the payment did not match the order (amount,
 * currency or checkout session), so nothing is fulfilled until someone looks at it.
 */
export const ORDER_STATUSES = [
  'started',
  'error',
  'completed',
  'payment_failed',
  'cancelled',
  'review',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order buys: a new eSIM, or more data for an eSIM the traveller has (a top-up). */
export const ORDER_KINDS = ['esim', 'topup'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The kind of a stored order; orders written before top-ups existed are eSIM orders. */
export const orderKind = (order: { kind?: OrderKind | null }): OrderKind => order.kind ?? 'esim';

/** A top-up's fulfilment steps in order; a step's index is its step number (0-2). */
export const TOP_UP_STEPS = ['apply_top_up', 'send_email', 'order_completed'] as const;
export type TopUpStepName = (typeof TOP_UP_STEPS)[number];

/** The fulfilment steps of an order of this kind. */
export function orderSteps(kind: OrderKind = 'esim'): readonly string[] {
  return kind === 'topup' ? TOP_UP_STEPS : ORDER_STEPS;
}

/** Step recorded on a new order, before fulfilment begins. */
export const INITIAL_ORDER_STEP = 'order_created';
/** resumeStepIndex of an order that has nothing left to do. */
export const FULFILMENT_DONE = ORDER_STEPS.length;

/** Whether a name is one of the seven fulfilment steps. */
export function isOrderStepName(name: string): name is OrderStepName {
  return (ORDER_STEPS as readonly string[]).includes(name);
}

/** Step number (0-6, a top-up's 0-2) of a step name, or -1 for a name that is not a step. */
export function stepNumber(name: string, kind: OrderKind = 'esim'): number {
  return orderSteps(kind).indexOf(name);
}

const stepState = (step: string): { phase: 'started' | 'completed' | 'error' | null; name: string } => {
  const match = /^(started|completed|error)_(.+)$/.exec(step);
  return match?.[1] && match[2]
    ? { phase: match[1] as 'started' | 'completed' | 'error', name: match[2] }
    : { phase: null, name: step };
};

/**
 * The step index fulfilment resumes at for a recorded step: a started or failed step runs again,
 * a completed one moves on to the next; pending, order_created or anything unknown start at 0;
 * the number of steps (7, FULFILMENT_DONE, for an eSIM) once order_completed has completed.
 */
export function resumeStepIndex(step: string, kind: OrderKind = 'esim'): number {
  const { phase, name } = stepState(step);
  const index = stepNumber(name, kind);
  if (index < 0) return 0;
  return phase === 'completed' ? index + 1 : index;
}

const PROGRESS_TEXT: Record<OrderStepName, string> = {
  retrieve_esim_token: 'Preparing your travel connection...',
  request_iccid_allocation: 'Reserving your eSIM profile...',
  poll_for_iccid: 'Activating your eSIM profile...',
  generate_qr_code: 'Creating your easy setup QR code...',
  send_email: 'Sending your eSIM details by email...',
  update_user_record: 'Saving your eSIM to your account...',
  order_completed: 'Your travel eSIM is ready!',
};

const TOP_UP_PROGRESS_TEXT: Record<TopUpStepName, string> = {
  apply_top_up: 'Adding data to your eSIM...',
  send_email: 'Sending your top-up confirmation by email...',
  order_completed: MESSAGES.success.toppedUp,
};

/** What the success page says about a recorded step. */
export function progressText(step: string, kind: OrderKind = 'esim'): string {
  const { phase, name } = stepState(step);
  if (phase === 'error') return MESSAGES.success.stepFailed;
  if (kind === 'topup') {
    const index = resumeStepIndex(step, kind);
    return TOP_UP_PROGRESS_TEXT[TOP_UP_STEPS[Math.min(index, TOP_UP_STEPS.length - 1)] ?? 'apply_top_up'];
  }
  const index = resumeStepIndex(step);
  if (index >= FULFILMENT_DONE) return PROGRESS_TEXT.order_completed;
  // A completed step already shows the text of the step that follows it.
  const current = phase === 'completed' ? ORDER_STEPS[index] : isOrderStepName(name) ? name : undefined;
  return PROGRESS_TEXT[current ?? 'retrieve_esim_token'];
}

/** The provider's custom reference for an order: the order reference (the spec's rule). */
export const customReference = (order: { custom_reference?: string | null; order_id: string }) =>
  order.custom_reference || order.order_id;

/** True once the eSIM of this order has been delivered (status completed, last step done). */
export function isDelivered(order: { status: string; step: string }): boolean {
  return (
    order.status === 'completed' &&
    (order.step === 'order_completed' || order.step === 'completed_order_completed')
  );
}

export type OrderReferenceParts = { brand: string; timestamp: number; bundleId: string; userId: string };

/** Brand code reduced to characters that are safe in a reference, a URL and a DynamoDB key. */
export function brandSlug(brand: string): string {
  const slug = brand
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'esim' : slug;
}

const REFERENCE_PATTERN = /^([a-z0-9-]+)_order_(\d+)_([A-Za-z0-9_-]+)_([A-Za-z0-9-]+)$/;

/** `{brand}_order_{timestamp}_{bundleId}_{userId}`; throws when a part would make it unparseable. */
export function makeOrderReference(parts: OrderReferenceParts): string {
  if (!Number.isSafeInteger(parts.timestamp) || parts.timestamp < 0)
    throw new Error('Invalid order timestamp');
  if (!/^[A-Za-z0-9_-]+$/.test(parts.bundleId)) throw new Error('Invalid bundle id for an order reference');
  // The user id closes the reference, so it must not contain the '_' separator.
  if (!/^[A-Za-z0-9-]+$/.test(parts.userId)) throw new Error('Invalid user id for an order reference');
  return `${brandSlug(parts.brand)}_order_${parts.timestamp}_${parts.bundleId}_${parts.userId}`;
}

/** The parts of an order reference, or null when it does not have the reference format. */
export function parseOrderReference(reference: string): OrderReferenceParts | null {
  const match = REFERENCE_PATTERN.exec(reference);
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) return null;
  return { brand: match[1], timestamp: Number(match[2]), bundleId: match[3], userId: match[4] };
}
