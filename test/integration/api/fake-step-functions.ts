import { createServer } from 'node:http';

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
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const target = String(request.headers['x-amz-target'] ?? '');
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        name: string;
        input: string;
        stateMachineArn: string;
      };
      const reply = (status: number, payload: unknown, errorType?: string) => {
        response.writeHead(status, {
          'content-type': 'application/x-amz-json-1.0',
          ...(errorType && { 'x-amzn-errortype': errorType }),
        });
        response.end(JSON.stringify(payload));
      };
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
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    executions,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
