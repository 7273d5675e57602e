import { Logger } from '@aws-lambda-powertools/logger';
import { classifyStepError } from './errors';

let logger: Logger | undefined;
// Built on first use, so that the log level comes from the environment the task runs with.
const log = () => (logger ??= new Logger({ serviceName: 'order-pipeline' }));

/**
 * A pipeline task as a Lambda handler: the state machine passes the state JSON in and takes the
 * returned JSON as the next state. `deps` builds only what this task uses. Failures are rethrown
 * with a name the state machine's Retry and Catch rules understand (see classifyStepError).
 */
export function stepHandler<In extends { orderId: string }, Out, Deps>(
  task: string,
  run: (deps: Deps, input: In) => Promise<Out>,
  deps: () => Deps,
): (input: In) => Promise<Out> {
  return async (input) => {
    try {
      return await run(deps(), input);
    } catch (error) {
      const classified = classifyStepError(error);
      log().warn('Pipeline task failed', { task, orderId: input.orderId, error: classified });
      throw classified;
    }
  };
}
