import { PIPELINE_TASK_IDS, type PipelineTaskId } from '../../../lambdas/pipeline/pipeline-contract';
import {
  buildOrderPipelineDefinition,
  localTaskResource,
  type IccidPollSchedule,
} from '../../pipeline/order-pipeline-definition';
import { startStepFunctionsServer, type StepFunctionsServer } from '../step-functions-server';
import { loadPipelineHandlers } from './handlers';

type TaskRun = (input: unknown) => Promise<unknown>;

/**
 * The order pipeline as Step Functions runs it: the shared definition, its tasks the real handler
 * modules, behind the Step Functions stand-in. Set the Lambda environment first.
 */
export async function startLocalPipeline(options: {
  port?: number;
  schedule?: Partial<IccidPollSchedule>;
  /** Wraps each task, e.g. to watch what it did. */
  observe?: (task: PipelineTaskId, run: TaskRun) => TaskRun;
  /** Shortened waits and retry backoffs, for tests. */
  waitTimeOverrideMs?: number;
  retryIntervalOverrideMs?: number;
}): Promise<StepFunctionsServer> {
  const handlers = await loadPipelineHandlers();
  const observe = options.observe;
  return startStepFunctionsServer({
    port: options.port,
    definition: buildOrderPipelineDefinition({
      taskResource: (taskId) => localTaskResource(taskId),
      ...options.schedule,
    }),
    taskHandlers: Object.fromEntries(
      PIPELINE_TASK_IDS.map((taskId) => [
        localTaskResource(taskId),
        observe ? observe(taskId, handlers[taskId]) : handlers[taskId],
      ]),
    ),
    waitTimeOverrideMs: options.waitTimeOverrideMs,
    retryIntervalOverrideMs: options.retryIntervalOverrideMs,
  });
}
