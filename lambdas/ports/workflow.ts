export interface Workflow {
  /**
   * Starts fulfilment of a paid order. The execution name is derived from the order id, so a second
   * start for the same order and attempt starts nothing; `attempt` distinguishes Retry Flow runs.
   * Returns false when an execution with that name existed already.
   */
  startFulfilment(orderId: string, attempt?: number): Promise<boolean>;
}
