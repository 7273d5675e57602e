import { readBody, sendJson, startHttpServer } from '../../../infra/local/http-server';

export interface StartedExecution {
  name: string;
  input: unknown;
  stateMachineArn: string;
}

export interface FakeStepFunctions {
  endpoint: string;
  executions: StartedExecution[];
  stop(): Promise<void>;
}

/**
 * Just StartExecution of the Step Functions JSON API, with its one rule the shop relies on: a
 * second execution with the same name is refused with ExecutionAlreadyExists.
 */
export async function startFakeStepFunctions(): Promise<FakeStepFunctions> {
  const executions: StartedExecution[] = [];
  const server = await startHttpServer(async (request, response) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const body = JSON.parse((await readBody(request)) || '{}') as {
      name: string;
      input: string;
      stateMachineArn: string;
    };
    const reply = (status: number, payload: unknown, errorType?: string) =>
      sendJson(response, status, payload, {
        'content-type': 'application/x-amz-json-1.0',
        ...(errorType && { 'x-amzn-errortype': errorType }),
      });
    if (!target.endsWith('.StartExecution'))
      return reply(400, { __type: 'UnknownOperationException' }, 'UnknownOperationException');
    if (executions.some((e) => e.name === body.name)) {
      return reply(
        400,
        { __type: 'ExecutionAlreadyExists', message: `Execution ${body.name} exists` },
        'ExecutionAlreadyExists',
      );
    }
    executions.push({
      name: body.name,
      input: JSON.parse(body.input),
      stateMachineArn: body.stateMachineArn,
    });
    reply(200, {
      executionArn: `${body.stateMachineArn.replace(':stateMachine:', ':execution:')}:${body.name}`,
      startDate: Date.now() / 1000,
    });
  });
  return { endpoint: server.url, executions, stop: server.stop };
}
