import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import type { RouteId } from '../../../shared/api/routes';
import { routeHandlerModule } from '../../../lambdas/http/route-handlers';
import {
  PIPELINE_TASK_IDS,
  pipelineTaskModule,
  type PipelineTaskId,
} from '../../../lambdas/pipeline/pipeline-contract';
import { createLambdaContext } from '../../../lambdas/testing/events';
import { REPO_ROOT } from '../../repo-root';
import type { ProxyHandler } from '../api-gateway';

/*
 * The deployed handler modules, imported as Lambda would: callers set the Lambda environment first,
 * and the handlers read it on first use, like a cold start.
 */

async function importHandler(file: string): Promise<unknown> {
  const module = (await import(pathToFileURL(join(REPO_ROOT, file)).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`${file} has no \`handler\` export`);
  return module.handler;
}

export interface LoadedRouteHandlers {
  handlers: Partial<Record<string, ProxyHandler>>;
  /** Route ids whose handler file does not exist. */
  missing: string[];
  /** Route ids whose module exists but failed to load, with the reason. */
  broken: { id: string; reason: string }[];
}

/** The handler of each route; a missing or broken module is reported, not thrown. */
export async function loadRouteHandlers(routeIds: readonly RouteId[]): Promise<LoadedRouteHandlers> {
  const loaded: LoadedRouteHandlers = { handlers: {}, missing: [], broken: [] };
  for (const id of routeIds) {
    const file = routeHandlerModule(id);
    if (!existsSync(join(REPO_ROOT, file))) {
      loaded.missing.push(id);
      continue;
    }
    try {
      loaded.handlers[id] = (await importHandler(file)) as ProxyHandler;
    } catch (error) {
      loaded.broken.push({ id, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return loaded;
}

type TaskHandler = (input: unknown, context: Context) => Promise<unknown>;

/** Each task's handler; every invocation gets its own Lambda context, as in AWS. */
export async function loadPipelineHandlers(): Promise<
  Record<PipelineTaskId, (input: unknown) => Promise<unknown>>
> {
  const handlers: Partial<Record<PipelineTaskId, (input: unknown) => Promise<unknown>>> = {};
  for (const taskId of PIPELINE_TASK_IDS) {
    const handler = (await importHandler(pipelineTaskModule(taskId))) as TaskHandler;
    handlers[taskId] = (input) =>
      handler(input, createLambdaContext(`order-pipeline-${taskId}`, randomUUID()));
  }
  return handlers as Record<PipelineTaskId, (input: unknown) => Promise<unknown>>;
}
