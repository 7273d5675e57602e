/**
 * What Step Functions says about one fulfilment execution: `missing` when there is none under that
 * name (never started, or a local stand-in that was restarted and forgot it).
 */
export type ExecutionState = 'running' | 'succeeded' | 'failed' | 'timed_out' | 'aborted' | 'missing';

export interface Workflow {
  /**
   * Starts fulfilment of a paid order. The execution name is derived from the order id, so a second
   * start for the same order and attempt starts nothing; `attempt` distinguishes Retry Flow runs.
   * Returns false when an execution with that name existed already.
   */
  startFulfilment(orderId: string, attempt?: number): Promise<boolean>;
  /** The real state of the execution of this order attempt (DescribeExecution). */
  fulfilmentState(orderId: string, attempt?: number): Promise<ExecutionState>;
}
