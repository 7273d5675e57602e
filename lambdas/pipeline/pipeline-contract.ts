/**
 * What the order pipeline's tasks and its state machine agree on, owned by the tasks: the state
 * every task takes and returns, the failure the recorder takes, and the task ids with their
 * handler modules. The state machine definition is built from these and the error names in
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

/** Task id → handler module (relative to the repository root). Each module exports `handler(state) → state`. */
export const PIPELINE_TASKS = {
  'load-order': 'lambdas/pipeline/load-order.handler.ts',
  'retrieve-esim-token': 'lambdas/pipeline/retrieve-esim-token.handler.ts',
  'request-iccid-allocation': 'lambdas/pipeline/request-iccid-allocation.handler.ts',
  'poll-for-iccid': 'lambdas/pipeline/poll-for-iccid.handler.ts',
  'generate-qr-code': 'lambdas/pipeline/generate-qr-code.handler.ts',
  'send-email': 'lambdas/pipeline/send-email.handler.ts',
  'update-user-record': 'lambdas/pipeline/update-user-record.handler.ts',
  'order-completed': 'lambdas/pipeline/order-completed.handler.ts',
  'record-failure': 'lambdas/pipeline/record-failure.handler.ts',
  // The top-up branch: data added to an existing eSIM, a confirmation mailed, the order completed.
  'apply-top-up': 'lambdas/pipeline/apply-top-up.handler.ts',
  'send-top-up-email': 'lambdas/pipeline/send-top-up-email.handler.ts',
  'complete-top-up': 'lambdas/pipeline/complete-top-up.handler.ts',
} as const;

export type PipelineTaskId = keyof typeof PIPELINE_TASKS;
export const PIPELINE_TASK_IDS = Object.keys(PIPELINE_TASKS) as PipelineTaskId[];
