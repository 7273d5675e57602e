import {
  customReference,
  FULFILMENT_DONE,
  orderKind,
  orderSteps,
  resumeStepIndex,
  stepNumber,
  type OrderStepName,
} from '../../shared/order/order';
import type { PipelineFailure, PipelineState } from './pipeline-contract';
import type { BrandStore } from '../ports/brand-store';
import type { EsimProvider } from '../ports/esim-provider';
import type { Mailer } from '../ports/mailer';
import type { OrderRecord, OrderStore, OrderUpdate } from '../ports/order-store';
import type { SalesLedger } from '../ports/sales-ledger';
import type { UserStore } from '../ports/user-store';
import { newAllocationCallback } from '../use-cases/allocation-callback';
import { countSale } from '../use-cases/sales-figures';
import { esimEmailForOrder } from '../emails/esim-email';
import { pngDataUrl } from '../lib/qr-data-url';
import {
  IccidNotAvailableError,
  MissingBundleIdError,
  MissingEmailError,
  OrderNotFoundError,
  OrderNotPaidError,
  QrCodeNotAvailableError,
} from './errors';
import { failureMessage } from './failure-message';

/** Everything a step may use; each task's handler builds only the part its step takes. */
export interface PipelineDeps {
  orders: OrderStore;
  users: UserStore;
  brands: BrandStore;
  provider: EsimProvider;
  /** Fetches (and caches) the provider token; the token itself never enters the execution state. */
  tokens: { getToken(): Promise<string> };
  mailer: Mailer;
  shopUrl: string;
  /** Where the provider reaches the shop's API: the allocation request names its callback there. */
  publicApiUrl: string;
  /** The sales figures: a delivery and a failure count once per order. */
  sales: SalesLedger;
  now: () => Date;
}

/** Counts the order's delivery or failure in the sales figures (once per order, however often a task runs). */
export async function countOutcome(
  deps: Pick<PipelineDeps, 'orders' | 'sales' | 'now'>,
  orderId: string,
  step: 'delivered' | 'failed',
): Promise<void> {
  const order = await deps.orders.get(orderId);
  if (order) await countSale(deps.sales, step, order, deps.now());
}

export async function loadOrder(orders: OrderStore, orderId: string): Promise<OrderRecord> {
  const order = await orders.get(orderId);
  if (!order) throw new OrderNotFoundError(`Order ${orderId} does not exist`);
  return order;
}

const record = (
  orders: OrderStore,
  orderId: string,
  phase: 'started' | 'completed',
  step: OrderStepName,
  extra: OrderUpdate = {},
) =>
  orders.update(orderId, {
    status: 'started',
    step: `${phase}_${step}`,
    step_number: stepNumber(step),
    ...extra,
  });

/**
 * Reads the order while recording its step as started: neither waits for the other, so a step costs
 * one store round trip less. An order that does not exist fails the read (the write then changes nothing).
 */
async function startStep(
  orders: OrderStore,
  orderId: string,
  step: OrderStepName,
  extra: OrderUpdate = {},
): Promise<OrderRecord> {
  const [order] = await Promise.all([
    loadOrder(orders, orderId),
    record(orders, orderId, 'started', step, extra),
  ]);
  return order;
}

/** First task: where this execution starts, by the spec's resume rule on the recorded step. */
export async function loadOrderStep(
  deps: Pick<PipelineDeps, 'orders'>,
  state: PipelineState,
): Promise<PipelineState> {
  const order = await loadOrder(deps.orders, state.orderId);
  if (!order.paid) throw new OrderNotPaidError(`Order ${order.order_id} is not paid`);
  const kind = orderKind(order);
  const done = kind === 'esim' ? FULFILMENT_DONE : orderSteps(kind).length;
  const resumeAt = order.status === 'completed' ? done : resumeStepIndex(order.step, kind);
  // Only a top-up names its kind: the state machine's branch looks for it, an eSIM's state is as it was.
  return { orderId: order.order_id, ...(kind === 'topup' && { kind }), resumeAt, pollAttempt: 0 };
}

export async function retrieveEsimToken(
  deps: Pick<PipelineDeps, 'orders' | 'tokens'>,
  state: PipelineState,
): Promise<PipelineState> {
  await record(deps.orders, state.orderId, 'started', 'retrieve_esim_token');
  await deps.tokens.getToken();
  await record(deps.orders, state.orderId, 'completed', 'retrieve_esim_token');
  return { orderId: state.orderId };
}

/**
 * Requests the profile, unless the provider already holds one for this order: a step that timed out
 * after the provider accepted, or a Retry Flow, must never allocate a second eSIM. The request names
 * the shop's allocation callback with a fresh token, whose hash the order holds before the provider
 * can call: the callback then records the ICCID the moment it exists.
 */
export async function requestIccidAllocation(
  deps: Pick<PipelineDeps, 'orders' | 'provider' | 'publicApiUrl'>,
  state: PipelineState,
): Promise<PipelineState> {
  const callback = newAllocationCallback(deps.publicApiUrl, state.orderId);
  const order = await startStep(deps.orders, state.orderId, 'request_iccid_allocation', {
    allocation_callback_hash: callback.tokenHash,
  });
  if (!order.bundle_id) throw new MissingBundleIdError('The order has no bundle id');
  const reference = customReference(order);
  const existing = await deps.provider.findAllocation(reference);
  if (!existing) await deps.provider.requestAllocation(order.bundle_id, reference, callback.url);
  await record(deps.orders, order.order_id, 'completed', 'request_iccid_allocation');
  return { orderId: order.order_id, pollAttempt: 0 };
}

/**
 * One check of the poll loop; the state machine waits between checks and gives up after the limit.
 * The ICCID the provider's callback recorded counts first: the provider is asked only without one.
 */
export async function pollForIccid(
  deps: Pick<PipelineDeps, 'orders' | 'provider'>,
  state: PipelineState,
): Promise<PipelineState> {
  const attempt = state.pollAttempt ?? 0;
  const order =
    attempt === 0
      ? await startStep(deps.orders, state.orderId, 'poll_for_iccid')
      : await loadOrder(deps.orders, state.orderId);
  const profile = order.iccid
    ? { iccid: order.iccid, activationCode: order.activation_code }
    : await deps.provider.findAllocation(customReference(order));
  if (profile) {
    await record(deps.orders, order.order_id, 'completed', 'poll_for_iccid', {
      iccid: profile.iccid,
      activation_code: profile.activationCode,
    });
  }
  return { orderId: order.order_id, pollAttempt: attempt + 1, iccidReady: profile !== null };
}

export async function generateQrCode(
  deps: Pick<PipelineDeps, 'orders' | 'provider'>,
  state: PipelineState,
): Promise<PipelineState> {
  const order = await startStep(deps.orders, state.orderId, 'generate_qr_code');
  if (!order.iccid) throw new IccidNotAvailableError('The order has no ICCID');
  const png = await deps.provider.getQrCodePng(order.iccid);
  const activationCode = order.activation_code || (await deps.provider.getActivationCode(order.iccid));
  await record(deps.orders, order.order_id, 'completed', 'generate_qr_code', {
    qr_code_url: pngDataUrl(png),
    activation_code: activationCode,
  });
  return { orderId: order.order_id };
}

export async function sendEsimEmail(
  deps: Pick<PipelineDeps, 'orders' | 'brands' | 'mailer' | 'shopUrl'>,
  state: PipelineState,
): Promise<PipelineState> {
  const [order, brand] = await Promise.all([
    startStep(deps.orders, state.orderId, 'send_email'),
    deps.brands.get(),
  ]);
  if (!order.user_email) throw new MissingEmailError('The order has no e-mail address');
  const message = esimEmailForOrder(order, brand, deps.shopUrl);
  if (!message) throw new QrCodeNotAvailableError('The order has no QR code');
  await deps.mailer.send(message);
  await record(deps.orders, order.order_id, 'completed', 'send_email');
  return { orderId: order.order_id };
}

/**
 * Records the ICCID on the e-mail's row (the spec) when it is a traveller's own account. Anyone can
 * check out with any e-mail, so a purchase never touches an own-admin or business account, and never
 * a sign-in, group or password; and only a buyer who proved the e-mail at checkout (signed in with it,
 * verified) puts the eSIM in the account's list. Any other purchase waits there as unclaimed until
 * the owner of the e-mail claims it with a one-time code.
 */
export async function updateUserRecord(
  deps: Pick<PipelineDeps, 'orders' | 'users'>,
  state: PipelineState,
): Promise<PipelineState> {
  const order = await startStep(deps.orders, state.orderId, 'update_user_record');
  if (!order.iccid) throw new IccidNotAvailableError('The order has no ICCID');
  const buyer = order.user_id ? await deps.users.getById(order.user_id) : null;
  if (buyer?.account_type === 'own-user') {
    if (order.email_proven) await deps.users.addIccid(buyer, order.iccid);
    else await deps.users.addUnclaimedIccid(buyer, order.iccid);
  }
  await record(deps.orders, order.order_id, 'completed', 'update_user_record');
  return { orderId: order.order_id };
}

export async function completeOrder(
  deps: Pick<PipelineDeps, 'orders' | 'sales' | 'now'>,
  state: PipelineState,
): Promise<PipelineState> {
  await record(deps.orders, state.orderId, 'started', 'order_completed');
  await deps.orders.update(state.orderId, {
    status: 'completed',
    step: 'order_completed',
    step_number: stepNumber('order_completed'),
    error_message: null,
  });
  await countOutcome(deps, state.orderId, 'delivered');
  return { orderId: state.orderId };
}

/** Records a failure the state machine caught: status error, step error_{step}, the spec's message. */
export async function recordFailure(
  deps: Pick<PipelineDeps, 'orders' | 'sales' | 'now'>,
  failure: PipelineFailure,
): Promise<{ orderId: string; failedStep: string; errorMessage: string }> {
  const errorMessage = failureMessage(failure.failedStep, failure.error, failure.cause);
  // A failure before any step (the order could not be loaded) resumes at the first step.
  const steps = orderSteps(failure.kind);
  const step = steps.includes(failure.failedStep) ? failure.failedStep : (steps[0] ?? failure.failedStep);
  // Only a fulfilment in progress is marked failed: never a delivered order or one under review.
  const failed = await deps.orders.update(
    failure.orderId,
    {
      status: 'error',
      step: `error_${step}`,
      step_number: stepNumber(step, failure.kind),
      error_message: errorMessage,
    },
    ['started', 'error'],
  );
  if (failed) await countOutcome(deps, failure.orderId, 'failed');
  return { orderId: failure.orderId, failedStep: failure.failedStep, errorMessage };
}
