import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { readBody, sendJson, startHttpServer } from './http-server';

// aws-local-stepfunctions calls Promise.withResolvers (Node 22+) in every Task; on Node 20 each Task
// would fail, and a Catch on States.ALL would hide why.
if (typeof (Promise as { withResolvers?: unknown }).withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type TaskHandler = (input: Json) => Promise<unknown>;

export interface StepFunctionsServerOptions {
  port?: number;
  /** Amazon States Language definition (JSONPath). */
  definition: object;
  /** Task `Resource` (a Lambda ARN) → the local function that stands for it. */
  taskHandlers: Record<string, TaskHandler>;
  /** Every Wait state lasts this long instead of its Seconds (tests shorten polling). */
  waitTimeOverrideMs?: number;
  /** Every Retry waits this long instead of its backoff (tests shorten retries; jitter is then off). */
  retryIntervalOverrideMs?: number;
  stateMachineName?: string;
  region?: string;
  account?: string;
}

type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED';

interface Execution {
  executionArn: string;
  name: string;
  input: string;
  status: ExecutionStatus;
  startDate: number;
  stopDate?: number;
  output?: string;
  error?: string;
  cause?: string;
  /** The execution's events in AWS's history shape, oldest first. */
  history: HistoryEvent[];
  done: Promise<void>;
}

/** One event of GetExecutionHistory, as AWS shapes it (the fields the SDK and the bench read). */
interface HistoryEventBody {
  /** Epoch seconds, as the AWS JSON protocol sends timestamps. */
  timestamp: number;
  type: string;
  [details: string]: unknown;
}
type HistoryEvent = HistoryEventBody & { id: number; previousEventId: number };

export interface StepFunctionsServer {
  /** Endpoint for `AWS_ENDPOINT_URL_SFN` / the SFNClient `endpoint`. */
  url: string;
  stateMachineArn: string;
  stop(): Promise<void>;
  /** Resolves once no execution is running. */
  waitForIdle(): Promise<void>;
}

class ApiError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

interface StateDefinition {
  Type: string;
  Resource?: string;
}

/** One event of the interpreter's log (the package does not export the type). */
type EventLog = ReturnType<StateMachine['run']>['eventLogs'] extends AsyncGenerator<infer E> ? E : never;

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

/**
 * The interpreter's event → AWS's history event type and details: `StateEntered` of a Task state is
 * `TaskStateEntered`, and so on. Map and Parallel events are left out (the order pipeline has none).
 */
function toHistoryEvent(event: EventLog): HistoryEventBody | null {
  const timestamp = event.timestamp / 1000;
  switch (event.type) {
    case 'ExecutionStarted':
      return {
        timestamp,
        type: 'ExecutionStarted',
        executionStartedEventDetails: { input: text(event.input) },
      };
    case 'ExecutionSucceeded':
      return {
        timestamp,
        type: 'ExecutionSucceeded',
        executionSucceededEventDetails: { output: text(event.output) },
      };
    case 'ExecutionFailed':
      return {
        timestamp,
        type: 'ExecutionFailed',
        executionFailedEventDetails: { error: event.Error, cause: text(event.Cause) },
      };
    case 'ExecutionAborted':
      return { timestamp, type: 'ExecutionAborted' };
    case 'ExecutionTimeout':
      return { timestamp, type: 'ExecutionTimedOut' };
    case 'StateEntered':
      return {
        timestamp,
        type: `${event.state.type}StateEntered`,
        stateEnteredEventDetails: { name: event.state.name, input: text(event.state.input) },
      };
    case 'StateExited':
      return {
        timestamp,
        type: `${event.state.type}StateExited`,
        stateExitedEventDetails: { name: event.state.name, output: text(event.state.output) },
      };
    case 'StateFailed':
      // AWS records a failed task attempt (retried or not) as TaskFailed.
      return {
        timestamp,
        type: event.state.type === 'Task' ? 'TaskFailed' : 'ExecutionFailed',
        taskFailedEventDetails: { error: event.Error, cause: text(event.Cause) },
      };
    default:
      return null;
  }
}

/** The ARN the stand-in gives its state machine, known before it starts (the functions' environment names it). */
export const localStateMachineArn = ({
  region = 'eu-west-1',
  account = '000000000000',
  name = 'order-pipeline',
} = {}) => `arn:aws:states:${region}:${account}:stateMachine:${name}`;

/**
 * A local Step Functions endpoint: StartExecution, DescribeExecution, GetExecutionHistory and
 * ListExecutions over the AWS JSON 1.0 protocol, enough for the real SFNClient, each execution run by the
 * aws-local-stepfunctions interpreter with Task resources mapped to local functions (top-level Task
 * states; the order pipeline has no Parallel or Map branches).
 */
export async function startStepFunctionsServer(
  options: StepFunctionsServerOptions,
): Promise<StepFunctionsServer> {
  const region = options.region ?? 'eu-west-1';
  const account = options.account ?? '000000000000';
  const machineName = options.stateMachineName ?? 'order-pipeline';
  const stateMachineArn = localStateMachineArn({ region, account, name: machineName });
  const definition = options.definition as StateMachineDefinition;
  const machine = new StateMachine(definition, { validationOptions: { checkArn: true, checkPaths: true } });

  // The interpreter keys its overrides by state name; the caller thinks in task resources.
  const states = Object.entries(definition.States as unknown as Record<string, StateDefinition>);
  const taskResourceLocalHandlers = Object.fromEntries(
    states
      .filter(([, state]) => state.Type === 'Task')
      .map(([name, state]) => {
        const handler = options.taskHandlers[state.Resource ?? ''];
        if (!handler) throw new Error(`No local handler for task ${name} (${state.Resource})`);
        return [name, async (input: unknown) => (await handler(input as Json)) as never];
      }),
  );
  const byType = (type: string, value: number | undefined) =>
    value === undefined
      ? undefined
      : Object.fromEntries(
          states.filter(([, s]) => s.Type === type || type === '*').map(([name]) => [name, value]),
        );
  const waitTimeOverrides = byType('Wait', options.waitTimeOverrideMs);
  const retryIntervalOverrides = byType('*', options.retryIntervalOverrideMs);

  const executions = new Map<string, Execution>();

  const run = (execution: Execution) => {
    const { result, eventLogs } = machine.run(JSON.parse(execution.input) as Json, {
      overrides: {
        taskResourceLocalHandlers,
        ...(waitTimeOverrides && { waitTimeOverrides }),
        ...(retryIntervalOverrides && { retryIntervalOverrides }),
      },
      context: {
        Execution: {
          Id: execution.executionArn,
          Name: execution.name,
          Input: JSON.parse(execution.input) as Json,
        },
      },
    });
    const drained = (async () => {
      for await (const event of eventLogs) {
        const shaped = toHistoryEvent(event);
        if (!shaped) continue;
        const id = execution.history.length + 1;
        execution.history.push({ id, previousEventId: id - 1, ...shaped });
      }
    })();
    // The execution reads as finished once its history is complete (the log closes right after the
    // result; the bound only keeps a log that never closed from holding the execution open).
    const recorded = Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    return result.then(
      async (output) => {
        const stopDate = Date.now() / 1000;
        await recorded;
        Object.assign(execution, { status: 'SUCCEEDED', output: JSON.stringify(output), stopDate });
      },
      async (error: unknown) => {
        const stopDate = Date.now() / 1000;
        await recorded.catch(() => undefined);
        const failure = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        Object.assign(execution, {
          status: 'FAILED',
          error: failure instanceof Error ? failure.name : 'States.Runtime',
          cause: failure instanceof Error ? failure.message : String(failure),
          stopDate,
        });
      },
    );
  };

  const summary = (e: Execution) => ({
    executionArn: e.executionArn,
    stateMachineArn,
    name: e.name,
    status: e.status,
    startDate: e.startDate,
    ...(e.stopDate !== undefined && { stopDate: e.stopDate }),
  });

  const actions: Record<string, (body: Record<string, unknown>) => unknown> = {
    StartExecution(body) {
      if (body.stateMachineArn !== stateMachineArn)
        throw new ApiError(
          'StateMachineDoesNotExist',
          `State Machine Does Not Exist: '${String(body.stateMachineArn)}'`,
        );
      const name = typeof body.name === 'string' ? body.name : randomUUID();
      if (!/^[A-Za-z0-9_-]{1,80}$/.test(name)) throw new ApiError('InvalidName', `Invalid Name: '${name}'`);
      const input = typeof body.input === 'string' ? body.input : '{}';
      const executionArn = `arn:aws:states:${region}:${account}:execution:${machineName}:${name}`;
      const existing = executions.get(executionArn);
      if (existing) {
        // As in AWS (Standard): the same name and input while running is the same start; anything else is refused.
        if (existing.status === 'RUNNING' && existing.input === input)
          return { executionArn, startDate: existing.startDate };
        throw new ApiError('ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
      }
      try {
        JSON.parse(input);
      } catch {
        throw new ApiError('InvalidExecutionInput', 'Invalid execution input: not JSON');
      }
      const execution: Execution = {
        executionArn,
        name,
        input,
        status: 'RUNNING',
        startDate: Date.now() / 1000,
        history: [],
        done: Promise.resolve(),
      };
      executions.set(executionArn, execution);
      execution.done = run(execution);
      return { executionArn, startDate: execution.startDate };
    },
    DescribeExecution(body) {
      const execution = executions.get(String(body.executionArn));
      if (!execution)
        throw new ApiError(
          'ExecutionDoesNotExist',
          `Execution Does Not Exist: '${String(body.executionArn)}'`,
        );
      return {
        ...summary(execution),
        input: execution.input,
        ...(execution.output !== undefined && { output: execution.output }),
        ...(execution.error !== undefined && { error: execution.error, cause: execution.cause }),
      };
    },
    GetExecutionHistory(body) {
      const execution = executions.get(String(body.executionArn));
      if (!execution)
        throw new ApiError(
          'ExecutionDoesNotExist',
          `Execution Does Not Exist: '${String(body.executionArn)}'`,
        );
      const events = body.reverseOrder === true ? [...execution.history].reverse() : execution.history;
      const start = typeof body.nextToken === 'string' ? Number(body.nextToken) : 0;
      const max = typeof body.maxResults === 'number' && body.maxResults > 0 ? body.maxResults : 1000;
      return {
        events: events.slice(start, start + max),
        ...(start + max < events.length && { nextToken: String(start + max) }),
      };
    },
    ListExecutions(body) {
      if (body.stateMachineArn !== stateMachineArn)
        throw new ApiError('StateMachineDoesNotExist', 'State Machine Does Not Exist');
      const all = [...executions.values()]
        .filter((e) => !body.statusFilter || e.status === body.statusFilter)
        .sort((a, b) => b.startDate - a.startDate);
      const start = typeof body.nextToken === 'string' ? Number(body.nextToken) : 0;
      const max = typeof body.maxResults === 'number' && body.maxResults > 0 ? body.maxResults : 100;
      const page = all.slice(start, start + max);
      return {
        executions: page.map(summary),
        ...(start + max < all.length && { nextToken: String(start + max) }),
      };
    },
  };

  const reply = (res: ServerResponse, status: number, body: unknown) =>
    sendJson(res, status, body, { 'content-type': 'application/x-amz-json-1.0' });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await readBody(req);
    const target = String(req.headers['x-amz-target'] ?? '');
    const action = actions[target.replace(/^AWSStepFunctions\./, '')];
    try {
      if (req.method !== 'POST' || !action)
        throw new ApiError('UnknownOperationException', `Unsupported operation ${target}`);
      reply(res, 200, action(raw ? (JSON.parse(raw) as Record<string, unknown>) : {}));
    } catch (error) {
      if (error instanceof ApiError) {
        res.setHeader('x-amzn-errortype', error.type);
        reply(res, 400, { __type: error.type, message: error.message });
      } else {
        reply(res, 500, { __type: 'InternalFailure', message: String(error) });
      }
    }
  };

  const server = await startHttpServer(handle, { port: options.port });

  const waitForIdle = async () => {
    for (;;) {
      const running = [...executions.values()].filter((e) => e.status === 'RUNNING');
      if (running.length === 0) return;
      await Promise.all(running.map((e) => e.done));
    }
  };

  return {
    url: server.url,
    stateMachineArn,
    waitForIdle,
    stop: server.stop,
  };
}
