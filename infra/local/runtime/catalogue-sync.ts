import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { jobModule } from '../../../lambdas/jobs/jobs';
import { createLambdaContext } from '../../../lambdas/testing/events';
import { REPO_ROOT } from '../../repo-root';

type SyncHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface LocalCatalogueSync {
  /** Runs one import now; resolves with its outcome. */
  runOnce(): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * The catalogue's scheduled import as EventBridge runs it on AWS (daily): the real job handler on a
 * timer, one run at a time. Set the Lambda environment first.
 */
export async function startCatalogueSync(options: {
  intervalMinutes: number;
  log?: (line: string) => void;
}): Promise<LocalCatalogueSync> {
  const file = jobModule('sync-catalogue');
  const module = (await import(pathToFileURL(join(REPO_ROOT, file)).href)) as { handler: SyncHandler };
  let running: Promise<unknown> | null = null;
  const runOnce = () => {
    running ??= module
      .handler(
        { source: 'aws.events', 'detail-type': 'Scheduled Event', time: new Date().toISOString() },
        createLambdaContext('sync-catalogue', randomUUID()),
      )
      .catch((error: unknown) => {
        options.log?.(`Catalogue sync failed: ${String(error)}`);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  // setInterval holds at most 2^31 - 1 ms (about 24.8 days).
  const timer = setInterval(() => void runOnce(), Math.min(options.intervalMinutes * 60_000, 2 ** 31 - 1));
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
