import { createHash } from 'node:crypto';
import { DescribeExecutionCommand, StartExecutionCommand, type SFNClient } from '@aws-sdk/client-sfn';
import type { ExecutionState, Workflow } from '../ports/workflow';

const MAX_NAME_LENGTH = 80;
const HASH_LENGTH = 12;

/**
 * A Step Functions execution name for an order attempt: at most 80 characters of letters, digits,
 * '-' and '_'. A long name keeps a hash of the full name so that distinct attempts stay distinct
 * and the same attempt always maps to the same name (which is what makes a start idempotent).
 */
export function executionName(orderId: string, attempt = 0): string {
  const full = attempt > 0 ? `${orderId}-retry-${attempt}` : orderId;
  const safe = full.replace(/[^A-Za-z0-9_-]/g, '-');
  if (safe.length <= MAX_NAME_LENGTH && safe === full) return safe;
  const hash = createHash('sha256').update(full).digest('hex').slice(0, HASH_LENGTH);
  return `${safe.slice(0, MAX_NAME_LENGTH - HASH_LENGTH - 1)}-${hash}`;
}

/** The ARN of a named execution of a state machine (`…:stateMachine:<machine>` → `…:execution:<machine>:<name>`). */
export function executionArn(stateMachineArn: string, name: string): string {
  return `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
}

const STATES: Record<string, ExecutionState> = {
  RUNNING: 'running',
  PENDING_REDRIVE: 'running',
  SUCCEEDED: 'succeeded',
  FAILED: 'failed',
  TIMED_OUT: 'timed_out',
  ABORTED: 'aborted',
};

/** Starts the order pipeline state machine, one execution per order attempt. */
export class SfnWorkflow implements Workflow {
  constructor(
    private readonly sfn: SFNClient,
    private readonly stateMachineArn: string,
  ) {}

  async startFulfilment(orderId: string, attempt = 0): Promise<boolean> {
    try {
      await this.sfn.send(
        new StartExecutionCommand({
          stateMachineArn: this.stateMachineArn,
          name: executionName(orderId, attempt),
          input: JSON.stringify({ orderId }),
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof Error && error.name === 'ExecutionAlreadyExists') return false;
      throw error;
    }
  }

  async fulfilmentState(orderId: string, attempt = 0): Promise<ExecutionState> {
    try {
      const answer = await this.sfn.send(
        new DescribeExecutionCommand({
          executionArn: executionArn(this.stateMachineArn, executionName(orderId, attempt)),
        }),
      );
      return STATES[answer.status ?? ''] ?? 'failed';
    } catch (error) {
      if (error instanceof Error && error.name === 'ExecutionDoesNotExist') return 'missing';
      throw error;
    }
  }
}
