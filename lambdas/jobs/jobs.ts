import { CALLS_PROVIDER, mergeAccess, type FunctionAccess } from '../../shared/api/function-access';

/** What the stack needs to know of a scheduled job besides its schedule. */
export interface Job {
  /** Least privilege: what the job's function may touch. */
  access: FunctionAccess;
}

/** Keeps the jobs' ids as written, each job typed as a job. */
function declareJobs<Id extends string>(jobs: Record<Id, Job>): Record<Id, Job> {
  return jobs;
}

/**
 * Scheduled jobs, declared once. The id names the handler module by convention (`jobModule`:
 * `lambdas/jobs/<id>.handler.ts`).
 */
export const JOBS = declareJobs({
  // The sweeper reads stalled orders from the orders table's by-status-created index, claims each
  // with a conditional write, asks Step Functions about its execution and starts a new one.
  'resume-stalled-orders': { access: { tables: { orders: 'readWrite' }, resumesOrders: true } },
  // The daily import of the provider's product list into the catalogue (its own record of how it
  // went; no audit entry, as no admin asked for it).
  'sync-catalogue': { access: mergeAccess(CALLS_PROVIDER, { tables: { catalogue: 'readWrite' } }) },
});

export type JobId = keyof typeof JOBS;

/** A job's handler module, relative to the repository root: the job id names the file. */
export const jobModule = (id: JobId): string => `lambdas/jobs/${id}.handler.ts`;
