import { createHash } from 'node:crypto';
import { StartExecutionCommand, type SFNClient } from '@aws-sdk/client-sfn';
import type { Workflow } from '../ports/workflow';

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
}
