import { logger } from '../lib/logger';
import { createLambdaContext } from '../testing/events';
import { logLines } from '../testing/log-lines';
import { TransientServiceError } from './errors';
import { stepHandler } from './step-handler';

describe('stepHandler', () => {
  it('answers the next state from the deps it builds for this task only', async () => {
    const handler = stepHandler(
      'load-order',
      async (deps: { resumeAt: number }, input: { orderId: string }) => ({
        orderId: input.orderId,
        resumeAt: deps.resumeAt,
      }),
      () => ({ resumeAt: 3 }),
    );
    await expect(
      handler({ orderId: 'o-1' }, createLambdaContext('pipeline-load-order', 'req-1')),
    ).resolves.toEqual({
      orderId: 'o-1',
      resumeAt: 3,
    });
  });

  it('rethrows a failure under the name the state machine retries, logged with the request id', async () => {
    logger.setLogLevel('WARN');
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    const handler = stepHandler(
      'send-email',
      async () => {
        throw throttled;
      },
      () => ({}),
    );
    let thrown: unknown;
    // Warnings go to standard error.
    const entries = await logLines('stderr', () =>
      handler({ orderId: 'o-2' }, createLambdaContext('pipeline-send-email', 'req-7')).catch(
        (error: unknown) => {
          thrown = error;
        },
      ),
    );
    expect(thrown).toBeInstanceOf(TransientServiceError);
    expect(entries).toContainEqual(
      expect.objectContaining({
        message: 'Pipeline task failed',
        task: 'send-email',
        orderId: 'o-2',
        function_request_id: 'req-7',
        function_name: 'pipeline-send-email',
      }),
    );
  });
});
