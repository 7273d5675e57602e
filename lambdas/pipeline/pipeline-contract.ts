import { CALLS_PROVIDER, mergeAccess, type FunctionAccess } from '../../shared/api/function-access';

/**
 * What the order pipeline's tasks and its state machine agree on, owned by the tasks: the state
 * every task takes and returns, the failure the recorder takes, and the task ids with their
 * handler modules and access. The state machine definition is built from these and the error names in
 * `./errors`.
 *
 * Execution input: `{ "orderId": "<order reference>" }`. The order itself (ICCID, QR, progress)
 * lives in the orders table, so nothing secret or large passes through the execution history.
 */
export interface PipelineState {
  orderId: string;
  /** Set by load-order: the state machine takes the top-up branch for 'topup'. */
  kind?: 'esim' | 'topup';
  /** Step index to start at (the spec's resume rule); 7 when the order is fulfilled already. */
  resumeAt?: number;
  /** ICCID checks done so far in this execution. */
  pollAttempt?: number;
  iccidReady?: boolean;
}

/** Input of the failure recorder: which step failed and the error the state machine caught. */
export interface PipelineFailure {
  orderId: string;
  /** The branch that failed; an eSIM order's when absent. */
  kind?: 'esim' | 'topup';
  failedStep: string;
  error: string;
  cause: string;
}

// Every step records progress on the order; the provider-facing steps use the provider's
// credentials and token cache (the token lives in DynamoDB); only the mail steps send mail.
const PROVIDER_STEP: FunctionAccess = mergeAccess(CALLS_PROVIDER, { tables: { orders: 'readWrite' } });
// The last steps of a fulfilment, delivered or failed, also count it in the sales figures.
const ORDER_OUTCOME: FunctionAccess = { tables: { orders: 'readWrite', sales: 'write' } };

/** What the stack needs to know of a task besides its place in the state machine. */
export interface PipelineTask {
  /** Least privilege: what the task's function may touch. */
  access: FunctionAccess;
}

/** Keeps the tasks' ids as written, each task typed as a task. */
function declareTasks<Id extends string>(tasks: Record<Id, PipelineTask>): Record<Id, PipelineTask> {
  return tasks;
}

/**
 * Every task of the order pipeline, declared once. The id names the handler module by convention
 * (`pipelineTaskModule`: `lambdas/pipeline/<id>.handler.ts`, exporting `handler(state) → state`),
 * which the stack bundles and the local runtime imports; the state machine definition
 * (infra/pipeline/order-pipeline-definition.ts) places each task.
 */
export const PIPELINE_TASKS = declareTasks({
  'load-order': { access: { tables: { orders: 'read' } } },
  'retrieve-esim-token': { access: PROVIDER_STEP },
  // Names the allocation callback, with the order's fresh token, in the request.
  'request-iccid-allocation': { access: { ...PROVIDER_STEP, receivesCallbacks: true } },
  'poll-for-iccid': { access: PROVIDER_STEP },
  'generate-qr-code': { access: PROVIDER_STEP },
  // Mails the QR code the previous step stored on the order, with links to the shop.
  'send-email': {
    access: { tables: { orders: 'readWrite', brand: 'read' }, sendsMail: true, linksToShop: true },
  },
  'update-user-record': { access: { tables: { orders: 'readWrite', users: 'readWrite' } } },
  'order-completed': { access: ORDER_OUTCOME },
  'record-failure': { access: ORDER_OUTCOME },
  // The top-up branch: data added to an existing eSIM, a confirmation mailed, the order completed.
  // It reads the eSIM's top-up history first, then tops up once under the order reference.
  'apply-top-up': { access: PROVIDER_STEP },
  'send-top-up-email': {
    access: { tables: { orders: 'readWrite', brand: 'read' }, sendsMail: true, linksToShop: true },
  },
  'complete-top-up': { access: ORDER_OUTCOME },
});

export type PipelineTaskId = keyof typeof PIPELINE_TASKS;
export const PIPELINE_TASK_IDS = Object.keys(PIPELINE_TASKS) as PipelineTaskId[];

/** A task's handler module, relative to the repository root: the task id names the file. */
export const pipelineTaskModule = (id: PipelineTaskId): string => `lambdas/pipeline/${id}.handler.ts`;
