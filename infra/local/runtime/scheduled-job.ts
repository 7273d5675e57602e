import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { jobModule, type JobId } from '../../../lambdas/jobs/jobs';
import { createLambdaContext } from '../../../lambdas/testing/events';
import { REPO_ROOT } from '../../repo-root';

type JobHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface LocalScheduledJob {
  /** Runs the job now (tests and the chaos run); resolves with its outcome, `null` when it failed. */
  runOnce(): Promise<unknown>;
  stop(): Promise<void>;
}

/** setInterval holds at most 2^31 - 1 ms (about 24.8 days). */
const LONGEST_INTERVAL_MS = 2 ** 31 - 1;

/**
 * A scheduled job as EventBridge runs it on AWS (the stalled-order sweeper, the catalogue's import):
 * the real job handler on a timer, one run at a time (a slow run is never overlapped by the next).
 * Set the Lambda environment first.
 */
export async function startScheduledJob(
  job: JobId,
  options: { intervalMs: number; log?: (line: string) => void },
): Promise<LocalScheduledJob> {
  const module = (await import(pathToFileURL(join(REPO_ROOT, jobModule(job))).href)) as {
    handler: JobHandler;
  };
  let running: Promise<unknown> | null = null;
  const runOnce = () => {
    running ??= module
      .handler(
        { source: 'aws.events', 'detail-type': 'Scheduled Event', time: new Date().toISOString() },
        createLambdaContext(job, randomUUID()),
      )
      .catch((error: unknown) => {
        options.log?.(`Scheduled job ${job} failed: ${String(error)}`);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), Math.min(options.intervalMs, LONGEST_INTERVAL_MS));
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
