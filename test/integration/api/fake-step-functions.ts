import { readBody, sendJson, startHttpServer } from '../../../infra/local/http-server';

export interface StartedExecution {
  name: string;
  input: unknown;
  stateMachineArn: string;
}

export interface FakeStepFunctions {
  endpoint: string;
  executions: StartedExecution[];
  /** What DescribeExecution answers per execution name; a started one is RUNNING unless set here. */
  statuses: Map<string, string>;
  stop(): Promise<void>;
}

/**
 * StartExecution and DescribeExecution of the Step Functions JSON API, with the rules the shop
 * relies on: a second execution with the same name is refused with ExecutionAlreadyExists, and an
 * unknown execution is ExecutionDoesNotExist.
 */
export async function startFakeStepFunctions(): Promise<FakeStepFunctions> {
  const executions: StartedExecution[] = [];
  const statuses = new Map<string, string>();
  const server = await startHttpServer(async (request, response) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const body = JSON.parse((await readBody(request)) || '{}') as {
      name: string;
      input: string;
      stateMachineArn: string;
      executionArn?: string;
    };
    const reply = (status: number, payload: unknown, errorType?: string) =>
      sendJson(response, status, payload, {
        'content-type': 'application/x-amz-json-1.0',
        ...(errorType && { 'x-amzn-errortype': errorType }),
      });
    if (target.endsWith('.DescribeExecution')) {
      const name = String(body.executionArn).split(':').at(-1) ?? '';
      const started = executions.some((e) => e.name === name);
      const status = statuses.get(name) ?? (started ? 'RUNNING' : undefined);
      if (!status) return reply(400, { __type: 'ExecutionDoesNotExist' }, 'ExecutionDoesNotExist');
      return reply(200, { executionArn: body.executionArn, name, status, startDate: Date.now() / 1000 });
    }
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
  return { endpoint: server.url, executions, statuses, stop: server.stop };
}
