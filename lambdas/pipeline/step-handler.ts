import middy from '@middy/core';
import { logger, logInvocation } from '../lib/logger';
import { classifyStepError } from './errors';

/**
 * A pipeline task as a Lambda handler: the state machine passes the state JSON in and takes the
 * returned JSON as the next state. `deps` builds only what this task uses. Failures are rethrown
 * with a name the state machine's Retry and Catch rules understand (see classifyStepError), and
 * every log line carries the invocation's Lambda context.
 */
export function stepHandler<In extends { orderId: string }, Out, Deps>(
  task: string,
  run: (deps: Deps, input: In) => Promise<Out>,
  deps: () => Deps,
) {
  return middy<In, Out>()
    .use(logInvocation())
    .handler(async (input) => {
      try {
        return await run(deps(), input);
      } catch (error) {
        const classified = classifyStepError(error);
        logger.warn('Pipeline task failed', { task, orderId: input.orderId, error: classified });
        throw classified;
      }
    });
}
