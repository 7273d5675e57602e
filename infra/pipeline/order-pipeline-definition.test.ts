import validator from 'asl-validator';
import { PIPELINE_TASK_IDS, pipelineTaskModule } from '../../lambdas/pipeline/pipeline-contract';
import {
  buildOrderPipelineDefinition,
  DEFAULT_ICCID_POLL_SCHEDULE,
  localTaskResource,
  maxIccidChecks,
  PIPELINE_STATE_NAMES,
} from './order-pipeline-definition';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

type State = Record<string, unknown> & { Type: string; Next?: string; Retry?: { ErrorEquals: string[] }[] };
const definition = buildOrderPipelineDefinition({ taskResource: (id) => localTaskResource(id) });
const states = definition.States as Record<string, State>;

describe('order pipeline definition', () => {
  it('is valid Amazon States Language', () => {
    const result = validator(definition);
    expect(result.errorsText()).toBe('');
    expect(result.isValid).toBe(true);
  });

  it('uses only JSONPath features the local interpreter runs', () => {
    const text = JSON.stringify(definition);
    expect(text).not.toMatch(/JSONata|"Assign"|waitForTaskToken|states:::/);
  });

  it('walks the seven spec steps in order from a fresh order', () => {
    const order: string[] = [];
    const choices = states[PIPELINE_STATE_NAMES.resume]!.Choices as { NumericEquals: number; Next: string }[];
    expect(choices.map((c) => c.NumericEquals)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    let current: string | undefined = choices[0]!.Next;
    while (current && current !== PIPELINE_STATE_NAMES.fulfilled) {
      order.push(current);
      const state: State = states[current]!;
      current = state.Type === 'Choice' ? (state.Choices as { Next: string }[])[0]!.Next : state.Next;
    }
    expect(order).toEqual([
      'RetrieveEsimToken',
      'RequestIccidAllocation',
      'WaitForAllocation',
      'PollForIccid',
      'IccidReady',
      'GenerateQrCode',
      'SendEmail',
      'UpdateUserRecord',
      'OrderCompleted',
    ]);
  });

  it('waits the typical allocation delay once, then checks every interval within the budget', () => {
    const custom = buildOrderPipelineDefinition({
      taskResource: (id) => localTaskResource(id),
      allocationDelaySeconds: 5,
      pollIntervalSeconds: 7,
      pollBudgetSeconds: 75,
    }).States as Record<string, State>;
    expect(custom['RequestIccidAllocation']!.Next).toBe(PIPELINE_STATE_NAMES.waitForAllocation);
    expect(custom[PIPELINE_STATE_NAMES.waitForAllocation]).toMatchObject({
      Type: 'Wait',
      Seconds: 5,
      Next: 'PollForIccid',
    });
    expect(custom[PIPELINE_STATE_NAMES.waitForIccid]).toMatchObject({ Seconds: 7, Next: 'PollForIccid' });
    // Checks at 5, 12, …, 75 s: 11 of them.
    expect(custom[PIPELINE_STATE_NAMES.iccidReady]!.Choices).toContainEqual({
      Variable: '$.pollAttempt',
      NumericGreaterThanEquals: 11,
      Next: PIPELINE_STATE_NAMES.iccidTimeout,
    });
    expect(custom[PIPELINE_STATE_NAMES.iccidTimeout]).toMatchObject({
      Next: PIPELINE_STATE_NAMES.recordFailure,
    });
    // A resumed order's allocation was requested earlier: it goes straight to the check.
    const resume = custom[PIPELINE_STATE_NAMES.resume]!.Choices as { NumericEquals: number; Next: string }[];
    expect(resume.find((c) => c.NumericEquals === 2)!.Next).toBe('PollForIccid');
  });

  it("keeps the spec's 150 s budget by default: after 2 s, a check a second, 149 checks", () => {
    expect(maxIccidChecks(DEFAULT_ICCID_POLL_SCHEDULE)).toBe(149);
    expect(states[PIPELINE_STATE_NAMES.waitForAllocation]).toMatchObject({ Seconds: 2 });
    expect(states[PIPELINE_STATE_NAMES.waitForIccid]).toMatchObject({ Seconds: 1 });
    // The old schedule, 50 checks 3 s apart, fits the same budget the same way.
    expect(
      maxIccidChecks({ allocationDelaySeconds: 3, pollIntervalSeconds: 3, pollBudgetSeconds: 150 }),
    ).toBe(50);
  });

  it('retries transient faults with jittered backoff but not permanent ones, and records every failure', () => {
    const steps = [
      'RetrieveEsimToken',
      'RequestIccidAllocation',
      'PollForIccid',
      'GenerateQrCode',
      'SendEmail',
    ];
    for (const name of steps) {
      const state = states[name]!;
      const retry = state.Retry![0]!;
      expect(retry).toMatchObject({ JitterStrategy: 'FULL', BackoffRate: 2 });
      expect(retry.ErrorEquals).toEqual(expect.arrayContaining(['TransientProviderError', 'States.Timeout']));
      expect(retry.ErrorEquals).not.toContain('PermanentProviderError');
      expect(retry.ErrorEquals).not.toContain('States.ALL');
      const [catcher] = state.Catch as { ErrorEquals: string[]; Next: string }[];
      expect(catcher!.ErrorEquals).toEqual(['States.ALL']);
      expect(states[catcher!.Next]!.Next).toBe(PIPELINE_STATE_NAMES.recordFailure);
    }
    expect(states[PIPELINE_STATE_NAMES.recordFailure]!.Next).toBe(PIPELINE_STATE_NAMES.failed);
  });

  it('gives every task a path to an end: a recorded failure, or a failed execution the sweeper resumes', () => {
    const tasks = Object.entries(states).filter(([, s]) => s.Type === 'Task');
    expect(tasks.length).toBeGreaterThanOrEqual(9);
    for (const [name, state] of tasks) {
      const catchers = (state.Catch ?? []) as { ErrorEquals: string[]; Next: string }[];
      expect([name, catchers.map((c) => c.ErrorEquals)]).toEqual([name, [['States.ALL']]]);
      const next = states[catchers[0]!.Next]!;
      const end = name === PIPELINE_STATE_NAMES.recordFailure ? `${next.Type} ${next.Error}` : next.Next;
      const expected =
        name === PIPELINE_STATE_NAMES.recordFailure
          ? 'Fail OrderFailureNotRecorded'
          : PIPELINE_STATE_NAMES.recordFailure;
      expect([name, end]).toEqual([name, expected]);
    }
    expect(states[PIPELINE_STATE_NAMES.loadFailed]).toMatchObject({
      Parameters: { failedStep: 'load_order' },
    });
  });

  it('sends a top-up order down its own branch: apply, mail, complete, and never an eSIM step', () => {
    expect(states[PIPELINE_STATE_NAMES.loadOrder]!.Next).toBe(PIPELINE_STATE_NAMES.byKind);
    const byKind = states[PIPELINE_STATE_NAMES.byKind]!;
    // An eSIM order's state has no kind: it goes on to the seven spec steps as before.
    expect(byKind.Default).toBe(PIPELINE_STATE_NAMES.resume);
    const [topUpRule] = byKind.Choices as { And: Record<string, unknown>[]; Next: string }[];
    expect(topUpRule!.And).toEqual([
      { Variable: '$.kind', IsPresent: true },
      { Variable: '$.kind', StringEquals: 'topup' },
    ]);
    const resume = states[topUpRule!.Next]!;
    const choices = resume.Choices as { Variable: string; NumericEquals: number; Next: string }[];
    expect(choices.map((c) => [c.NumericEquals, c.Next])).toEqual([
      [0, 'ApplyTopUp'],
      [1, 'SendTopUpEmail'],
      [2, 'CompleteTopUp'],
    ]);
    expect(resume.Default).toBe(PIPELINE_STATE_NAMES.fulfilled);

    const walked: string[] = [];
    for (let current: string | undefined = 'ApplyTopUp'; current !== PIPELINE_STATE_NAMES.fulfilled;) {
      walked.push(current!);
      current = states[current!]!.Next;
    }
    expect(walked.map((name) => states[name]!.Resource)).toEqual(
      (['apply-top-up', 'send-top-up-email', 'complete-top-up'] as const).map((id) => localTaskResource(id)),
    );
  });

  it('retries transient faults of the top-up steps and records any other failure under the top-up step', () => {
    const steps = {
      ApplyTopUp: 'apply_top_up',
      SendTopUpEmail: 'send_email',
      CompleteTopUp: 'order_completed',
    };
    for (const [name, step] of Object.entries(steps)) {
      const state = states[name]!;
      expect(state.Retry![0]!.ErrorEquals).toEqual(expect.arrayContaining(['TransientProviderError']));
      expect(state.Retry![0]!.ErrorEquals).not.toContain('PermanentProviderError');
      const [catcher] = state.Catch as { ErrorEquals: string[]; Next: string }[];
      expect(catcher!.ErrorEquals).toEqual(['States.ALL']);
      const failed = states[catcher!.Next]!;
      expect(failed.Parameters).toMatchObject({ kind: 'topup', failedStep: step });
      expect(failed.Next).toBe(PIPELINE_STATE_NAMES.recordFailure);
    }
  });

  it('invokes every task through its plain Lambda ARN', () => {
    const resources = Object.values(states)
      .filter((s) => s.Type === 'Task')
      .map((s) => s.Resource);
    expect(new Set(resources)).toEqual(new Set(PIPELINE_TASK_IDS.map((id) => localTaskResource(id))));
  });

  it('names a handler module that exists for every task', () => {
    for (const path of PIPELINE_TASK_IDS.map(pipelineTaskModule)) {
      expect(existsSync(resolve(import.meta.dirname, '../..', path)) ? path : `missing ${path}`).toBe(path);
    }
  });
});
