import type { FunctionAccess } from '../config/function-access';

/** Scheduled jobs: id → handler module (relative to the repository root). */
export const JOBS = {
  'resume-stalled-orders': 'lambdas/jobs/resume-stalled-orders.handler.ts',
} as const;

export type JobId = keyof typeof JOBS;

/**
 * Least privilege per job. The sweeper reads stalled orders from the orders table's by-status-created index,
 * claims each with a conditional write, asks Step Functions about its execution and starts a new one.
 */
export const JOB_ACCESS: Record<JobId, FunctionAccess> = {
  'resume-stalled-orders': { tables: { orders: 'readWrite' }, resumesOrders: true },
};
