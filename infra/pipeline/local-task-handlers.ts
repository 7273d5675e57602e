import { handler as generateQrCode } from '../../lambdas/pipeline/generate-qr-code.handler';
import { handler as loadOrder } from '../../lambdas/pipeline/load-order.handler';
import { handler as orderCompleted } from '../../lambdas/pipeline/order-completed.handler';
import { handler as pollForIccid } from '../../lambdas/pipeline/poll-for-iccid.handler';
import { handler as recordFailure } from '../../lambdas/pipeline/record-failure.handler';
import { handler as requestIccidAllocation } from '../../lambdas/pipeline/request-iccid-allocation.handler';
import { handler as retrieveEsimToken } from '../../lambdas/pipeline/retrieve-esim-token.handler';
import { handler as sendEmail } from '../../lambdas/pipeline/send-email.handler';
import { handler as updateUserRecord } from '../../lambdas/pipeline/update-user-record.handler';
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import type { PipelineTaskId } from '../../lambdas/pipeline/pipeline-contract';
import { createLambdaContext } from '../../lambdas/testing/events';
import { localTaskResource } from './order-pipeline-definition';

type LocalHandler = (input: never, context: Context) => Promise<unknown>;

/** The deployed handler of every task, as the local runtime runs them (same code as in Lambda). */
export const PIPELINE_TASK_HANDLERS: Record<PipelineTaskId, LocalHandler> = {
  'load-order': loadOrder,
  'retrieve-esim-token': retrieveEsimToken,
  'request-iccid-allocation': requestIccidAllocation,
  'poll-for-iccid': pollForIccid,
  'generate-qr-code': generateQrCode,
  'send-email': sendEmail,
  'update-user-record': updateUserRecord,
  'order-completed': orderCompleted,
  'record-failure': recordFailure,
};

/**
 * Task resource → handler, for startStepFunctionsServer. The handlers read their configuration
 * (tables, provider URL, AWS_ENDPOINT_URL_*) from process.env on first use.
 */
export function localPipelineTaskHandlers(
  resource: (taskId: PipelineTaskId) => string = (id) => localTaskResource(id),
): Record<string, (input: unknown) => Promise<unknown>> {
  return Object.fromEntries(
    (Object.entries(PIPELINE_TASK_HANDLERS) as [PipelineTaskId, LocalHandler][]).map(([id, handler]) => [
      resource(id),
      (input: unknown) => handler(input as never, createLambdaContext(`order-pipeline-${id}`, randomUUID())),
    ]),
  );
}
