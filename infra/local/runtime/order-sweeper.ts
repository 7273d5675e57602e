import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { jobModule } from '../../../lambdas/jobs/jobs';
import { createLambdaContext } from '../../../lambdas/testing/events';
import { REPO_ROOT } from '../../repo-root';

type SweepHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface LocalOrderSweeper {
  /** Runs one sweep now (tests and the chaos run); resolves with its report. */
  runOnce(): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * The stalled-order sweeper as EventBridge runs it on AWS: the real job handler on a timer, one run
 * at a time (a slow run is never overlapped by the next). Set the Lambda environment first.
 */
export async function startOrderSweeper(options: {
  intervalSeconds: number;
  log?: (line: string) => void;
}): Promise<LocalOrderSweeper> {
  const file = jobModule('resume-stalled-orders');
  const module = (await import(pathToFileURL(join(REPO_ROOT, file)).href)) as { handler: SweepHandler };
  let running: Promise<unknown> | null = null;
  const runOnce = () => {
    running ??= module
      .handler(
        { source: 'aws.events', 'detail-type': 'Scheduled Event', time: new Date().toISOString() },
        createLambdaContext('resume-stalled-orders', randomUUID()),
      )
      .catch((error: unknown) => {
        options.log?.(`Stalled-order sweep failed: ${String(error)}`);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.intervalSeconds * 1000);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
