import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { jobModule, JOBS } from '../../lambdas/jobs/jobs';
import type { AccessTargets } from './grant-access';
import { ShopFunction } from './shop-function';
import type { StageConfig } from './stage-config';

export interface OrderRecoveryProps {
  stage: StageConfig;
  access: AccessTargets;
}

/**
 * The stalled-order sweeper: a Lambda that an EventBridge schedule runs every
 * `sweepIntervalMinutes`. It may read and conditionally write orders (through the by-status-created index),
 * describe the pipeline's executions and start new ones; nothing else.
 */
export class OrderRecovery extends Construct {
  readonly sweeper: ShopFunction;
  readonly schedule: events.Rule;

  constructor(scope: Construct, id: string, props: OrderRecoveryProps) {
    super(scope, id);
    const { stage } = props;
    this.sweeper = new ShopFunction(this, 'ResumeStalledOrders', {
      entry: jobModule('resume-stalled-orders'),
      stage,
      serviceName: 'job-resume-stalled-orders',
      // One sweep checks at most 100 orders, each a describe and maybe a start.
      timeout: Duration.minutes(2),
      access: { grants: JOBS['resume-stalled-orders'].access, targets: props.access },
    });
    this.schedule = new events.Rule(this, 'Schedule', {
      description: 'Resumes paid orders whose fulfilment stalled',
      schedule: events.Schedule.rate(Duration.minutes(stage.orderRecovery.sweepIntervalMinutes)),
      targets: [new targets.LambdaFunction(this.sweeper, { retryAttempts: 2 })],
    });
  }
}
