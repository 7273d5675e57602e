/**
 * The order fulfilment state machine, defined once for the CDK stack and the local ASL interpreter,
 * from the pipeline contract the tasks own (state, failure, task ids, error names).
 * JSONPath only: the local interpreter runs no JSONata, no Assign and no task tokens.
 */

import { ICCID_TIMEOUT_ERROR, TRANSIENT_ERROR_NAMES } from '../../lambdas/pipeline/errors';
import type { PipelineTaskId } from '../../lambdas/pipeline/pipeline-contract';

/** The spec's seven steps (numbers 0–6), with their state names and tasks. */
const STEPS = [
  { step: 'retrieve_esim_token', state: 'RetrieveEsimToken', task: 'retrieve-esim-token' },
  { step: 'request_iccid_allocation', state: 'RequestIccidAllocation', task: 'request-iccid-allocation' },
  { step: 'poll_for_iccid', state: 'PollForIccid', task: 'poll-for-iccid' },
  { step: 'generate_qr_code', state: 'GenerateQrCode', task: 'generate-qr-code' },
  { step: 'send_email', state: 'SendEmail', task: 'send-email' },
  { step: 'update_user_record', state: 'UpdateUserRecord', task: 'update-user-record' },
  { step: 'order_completed', state: 'OrderCompleted', task: 'order-completed' },
] as const satisfies readonly { step: string; state: string; task: PipelineTaskId }[];

/** A top-up's three steps (numbers 0–2): the data added to the existing eSIM exactly once, mailed, done. */
const TOP_UP_STEPS = [
  { step: 'apply_top_up', state: 'ApplyTopUp', task: 'apply-top-up' },
  { step: 'send_email', state: 'SendTopUpEmail', task: 'send-top-up-email' },
  { step: 'order_completed', state: 'CompleteTopUp', task: 'complete-top-up' },
] as const satisfies readonly { step: string; state: string; task: PipelineTaskId }[];

export const PIPELINE_STATE_NAMES = {
  loadOrder: 'LoadOrder',
  byKind: 'EsimOrTopUp',
  resume: 'ResumeAtRecordedStep',
  resumeTopUp: 'ResumeTopUpAtRecordedStep',
  iccidReady: 'IccidReady',
  waitForAllocation: 'WaitForAllocation',
  waitForIccid: 'WaitForIccid',
  iccidTimeout: 'IccidTimeout',
  recordFailure: 'RecordFailure',
  loadFailed: 'Failed_load_order',
  fulfilled: 'Fulfilled',
  failed: 'FulfilmentFailed',
  failureNotRecorded: 'FailureNotRecorded',
} as const;

/**
 * Step recorded when the order could not even be loaded: fulfilment resumes at the first step, and
 * the failure recorder gives the spec's "unexpected error" message for it.
 */
export const LOAD_ORDER_FAILED_STEP = 'load_order';

/** When the ICCID checks happen: after the allocation request, then until the budget is spent. */
export interface IccidPollSchedule {
  /** The provider's typical allocation delay: the first check waits this long after the request. */
  allocationDelaySeconds: number;
  /** Between the later checks. */
  pollIntervalSeconds: number;
  /** The spec's overall budget (50 attempts, 3 s apart): no check starts after it. */
  pollBudgetSeconds: number;
}

/** The stage's schedule unless it says otherwise: the simulator's 2 s allocation, then every second. */
export const DEFAULT_ICCID_POLL_SCHEDULE: IccidPollSchedule = {
  allocationDelaySeconds: 2,
  pollIntervalSeconds: 1,
  pollBudgetSeconds: 150,
};

/** Checks that fit the budget: the first after the allocation delay, then one per interval. */
export const maxIccidChecks = (schedule: IccidPollSchedule): number =>
  1 +
  Math.floor(
    Math.max(0, schedule.pollBudgetSeconds - schedule.allocationDelaySeconds) / schedule.pollIntervalSeconds,
  );

export interface OrderPipelineOptions extends Partial<IccidPollSchedule> {
  /** Resource of a task: a Lambda function ARN (or a CDK token standing for one). */
  taskResource: (taskId: PipelineTaskId) => string;
}

type Json = Record<string, unknown>;

/**
 * Transient faults get exponential backoff with full jitter, so 20 orders that hit one provider
 * outage do not retry in lockstep; everything else (provider 4xx, missing data) fails at once.
 */
const retryTransient = (maxAttempts: number): Json[] => [
  {
    ErrorEquals: [...TRANSIENT_ERROR_NAMES],
    IntervalSeconds: 1,
    BackoffRate: 2,
    MaxAttempts: maxAttempts,
    MaxDelaySeconds: 20,
    JitterStrategy: 'FULL',
  },
];

const failedStateName = (step: string) => `Failed_${step}`;

/** Builds the Amazon States Language definition (a plain JSON object). */
export function buildOrderPipelineDefinition(options: OrderPipelineOptions): Json {
  const { taskResource, ...given } = options;
  const schedule = { ...DEFAULT_ICCID_POLL_SCHEDULE, ...given };
  const maxPollAttempts = maxIccidChecks(schedule);
  const names = PIPELINE_STATE_NAMES;

  // Every task has a Catch: a step's failure is recorded on the order by the failure recorder; the
  // recorder's own failure (after its retries) ends the execution as failed, and the stalled-order
  // sweeper, which asks for the execution's state, resumes or records the order.
  const task = (taskId: PipelineTaskId, next: string, step: string, retries = 4): Json => ({
    Type: 'Task',
    Resource: taskResource(taskId),
    // Above the slowest provider call with its own timeout, so a hung Lambda turns into States.Timeout.
    TimeoutSeconds: 60,
    Retry: retryTransient(retries),
    Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: failedStateName(step) }],
    Next: next,
  });

  const failurePass = (step: string): Json => ({
    Type: 'Pass',
    Parameters: {
      'orderId.$': '$.orderId',
      failedStep: step,
      'error.$': '$.failure.Error',
      'cause.$': '$.failure.Cause',
    },
    Next: names.recordFailure,
  });

  const states: Record<string, Json> = {
    [names.loadOrder]: task('load-order', names.byKind, LOAD_ORDER_FAILED_STEP),
    [names.loadFailed]: failurePass(LOAD_ORDER_FAILED_STEP),
    // A top-up order takes its own branch; the eSIM steps never see one.
    [names.byKind]: {
      Type: 'Choice',
      Choices: [
        {
          And: [
            { Variable: '$.kind', IsPresent: true },
            { Variable: '$.kind', StringEquals: 'topup' },
          ],
          Next: names.resumeTopUp,
        },
      ],
      Default: names.resume,
    },
    [names.resume]: {
      Type: 'Choice',
      Choices: STEPS.map((s, index) => ({ Variable: '$.resumeAt', NumericEquals: index, Next: s.state })),
      Default: names.fulfilled,
    },
    [names.resumeTopUp]: {
      Type: 'Choice',
      Choices: TOP_UP_STEPS.map((s, index) => ({
        Variable: '$.resumeAt',
        NumericEquals: index,
        Next: s.state,
      })),
      Default: names.fulfilled,
    },
  };

  TOP_UP_STEPS.forEach((s, index) => {
    const failed = failedStateName(`topup_${s.step}`);
    states[s.state] = task(s.task, TOP_UP_STEPS[index + 1]?.state ?? names.fulfilled, `topup_${s.step}`);
    states[failed] = {
      Type: 'Pass',
      Parameters: {
        'orderId.$': '$.orderId',
        kind: 'topup',
        failedStep: s.step,
        'error.$': '$.failure.Error',
        'cause.$': '$.failure.Cause',
      },
      Next: names.recordFailure,
    };
  });

  STEPS.forEach((s, index) => {
    const next = STEPS[index + 1]?.state ?? names.fulfilled;
    if (s.step === 'request_iccid_allocation') {
      // A fresh request: the first check comes when the provider typically has the ICCID (its callback
      // has usually recorded it by then), so one check mostly suffices. A resumed order whose
      // allocation was requested earlier starts at the check itself.
      states[s.state] = task(s.task, names.waitForAllocation, s.step);
      states[names.waitForAllocation] = {
        Type: 'Wait',
        Seconds: schedule.allocationDelaySeconds,
        Next: next,
      };
    } else if (s.step === 'poll_for_iccid') {
      states[s.state] = task(s.task, names.iccidReady, s.step, 3);
      states[names.iccidReady] = {
        Type: 'Choice',
        Choices: [
          { Variable: '$.iccidReady', BooleanEquals: true, Next: next },
          { Variable: '$.pollAttempt', NumericGreaterThanEquals: maxPollAttempts, Next: names.iccidTimeout },
        ],
        Default: names.waitForIccid,
      };
      states[names.waitForIccid] = { Type: 'Wait', Seconds: schedule.pollIntervalSeconds, Next: s.state };
      states[names.iccidTimeout] = {
        Type: 'Pass',
        Parameters: {
          'orderId.$': '$.orderId',
          failedStep: s.step,
          error: ICCID_TIMEOUT_ERROR,
          cause: `No ICCID after ${maxPollAttempts} checks`,
        },
        Next: names.recordFailure,
      };
    } else {
      states[s.state] = task(s.task, next, s.step);
    }
    states[failedStateName(s.step)] = failurePass(s.step);
  });

  states[names.recordFailure] = {
    Type: 'Task',
    Resource: taskResource('record-failure'),
    TimeoutSeconds: 60,
    // Recording the failure is what keeps a paid order from staying started: retry it harder.
    Retry: retryTransient(8),
    Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.recorderFailure', Next: names.failureNotRecorded }],
    Next: names.failed,
  };
  states[names.failureNotRecorded] = {
    Type: 'Fail',
    Error: 'OrderFailureNotRecorded',
    Cause: 'The failure recorder failed; the stalled-order sweeper resumes or records this order',
  };
  states[names.fulfilled] = { Type: 'Succeed' };
  states[names.failed] = {
    Type: 'Fail',
    Error: 'OrderFulfilmentFailed',
    CausePath: '$.errorMessage',
  };

  return {
    Comment:
      'Order fulfilment: the spec steps 0-6 for an eSIM, apply/mail/complete for a top-up, resumable at the recorded step',
    StartAt: names.loadOrder,
    // A run that outlives this is TIMED_OUT; the stalled-order sweeper resumes its order.
    TimeoutSeconds: 3600,
    States: states,
  };
}

/** ARN-shaped resource for running the definition outside AWS (the local runtime and tests). */
export const localTaskResource = (taskId: PipelineTaskId, region = 'eu-west-1', account = '000000000000') =>
  `arn:aws:lambda:${region}:${account}:function:order-pipeline-${taskId}`;
