import {
  DescribeExecutionCommand,
  ExecutionAlreadyExists,
  ExecutionDoesNotExist,
  GetExecutionHistoryCommand,
  ListExecutionsCommand,
  SFNClient,
  StartExecutionCommand,
} from '@aws-sdk/client-sfn';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamo-local';
import { startStepFunctionsServer, type StepFunctionsServer } from './step-functions-server';

const ADD = 'arn:aws:lambda:eu-west-1:000000000000:function:add';
const FLAKY = 'arn:aws:lambda:eu-west-1:000000000000:function:flaky';

const definition = {
  StartAt: 'Add',
  States: {
    Add: { Type: 'Task', Resource: ADD, Next: 'Pause' },
    Pause: { Type: 'Wait', Seconds: 60, Next: 'Flaky' },
    Flaky: {
      Type: 'Task',
      Resource: FLAKY,
      Retry: [{ ErrorEquals: ['Transient'], IntervalSeconds: 30, MaxAttempts: 2 }],
      Next: 'Done',
    },
    Done: { Type: 'Succeed' },
  },
};

let server: StepFunctionsServer;
let sfn: SFNClient;
let flakyCalls = 0;

beforeAll(async () => {
  server = await startStepFunctionsServer({
    definition,
    taskHandlers: {
      [ADD]: async (input) => ({ ...(input as object), sum: ((input as { a: number }).a ?? 0) + 1 }),
      [FLAKY]: async (input) => {
        flakyCalls += 1;
        if ((input as { fail?: string }).fail === 'always')
          throw Object.assign(new Error('never works'), { name: 'Permanent' });
        if (flakyCalls % 2 === 1) throw Object.assign(new Error('try again'), { name: 'Transient' });
        return input;
      },
    },
    waitTimeOverrideMs: 1,
    retryIntervalOverrideMs: 1,
  });
  sfn = new SFNClient({ endpoint: server.url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
});
afterAll(async () => {
  sfn.destroy();
  await server.stop();
});

const start = (name: string, input: object) =>
  sfn.send(
    new StartExecutionCommand({
      stateMachineArn: server.stateMachineArn,
      name,
      input: JSON.stringify(input),
    }),
  );

describe('local Step Functions endpoint', () => {
  it('runs an execution with local tasks, shortened waits and retries, for the real SFN client', async () => {
    const { executionArn } = await start('run-1', { a: 41 });
    await server.waitForIdle();
    const execution = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    expect(execution.status).toBe('SUCCEEDED');
    expect(JSON.parse(execution.output!)).toEqual({ a: 41, sum: 42 });
    expect(execution.startDate).toBeInstanceOf(Date);
    expect(execution.stopDate!.getTime()).toBeGreaterThanOrEqual(execution.startDate!.getTime());
  });

  it('gives the history of an execution: each state entered and exited, retries as failed tasks', async () => {
    const { executionArn } = await start('run-history', { a: 1 });
    await server.waitForIdle();
    const { events = [] } = await sfn.send(new GetExecutionHistoryCommand({ executionArn }));
    expect(events.map((e) => e.type)).toEqual([
      'ExecutionStarted',
      'TaskStateEntered',
      'TaskStateExited',
      'WaitStateEntered',
      'WaitStateExited',
      'TaskStateEntered',
      'TaskFailed',
      'TaskStateExited',
      'SucceedStateEntered',
      'SucceedStateExited',
      'ExecutionSucceeded',
    ]);
    expect(events.map((e) => e.id)).toEqual(events.map((_, index) => index + 1));
    expect(events[1]?.stateEnteredEventDetails?.name).toBe('Add');
    expect(events[0]?.timestamp).toBeInstanceOf(Date);
    const newestFirst = await sfn.send(
      new GetExecutionHistoryCommand({ executionArn, reverseOrder: true, maxResults: 2 }),
    );
    expect(newestFirst.events?.map((e) => e.type)).toEqual(['ExecutionSucceeded', 'SucceedStateExited']);
    expect(newestFirst.nextToken).toBeDefined();
  });

  it('reports a failed execution with its error and cause', async () => {
    const { executionArn } = await start('run-2', { a: 1, fail: 'always' });
    await server.waitForIdle();
    const execution = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    expect(execution).toMatchObject({ status: 'FAILED', error: 'Permanent', cause: 'never works' });
  });

  it('refuses a second execution under a finished name, like AWS', async () => {
    await expect(start('run-1', { a: 41 })).rejects.toBeInstanceOf(ExecutionAlreadyExists);
  });

  it('answers ExecutionDoesNotExist for an unknown execution', async () => {
    await expect(
      sfn.send(
        new DescribeExecutionCommand({
          executionArn: `${server.stateMachineArn.replace('stateMachine', 'execution')}:nope`,
        }),
      ),
    ).rejects.toBeInstanceOf(ExecutionDoesNotExist);
  });

  it('lists executions, filtered by status', async () => {
    const all = await sfn.send(new ListExecutionsCommand({ stateMachineArn: server.stateMachineArn }));
    expect(all.executions?.map((e) => e.name).sort()).toEqual(['run-1', 'run-2', 'run-history']);
    const failed = await sfn.send(
      new ListExecutionsCommand({ stateMachineArn: server.stateMachineArn, statusFilter: 'FAILED' }),
    );
    expect(failed.executions?.map((e) => e.name)).toEqual(['run-2']);
  });
});
