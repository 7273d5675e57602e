import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { jobModule, JOBS } from '../../lambdas/jobs/jobs';
import type { AccessTargets } from './grant-access';
import { ShopFunction } from './shop-function';
import type { StageConfig } from './stage-config';

export interface CatalogueSyncProps {
  stage: StageConfig;
  access: AccessTargets;
}

/**
 * The daily import of the provider's product list into the catalogue: a Lambda an EventBridge rule
 * runs once a day. It may call the provider and read and write the catalogue table; nothing else.
 * The operator can also sync at any time from the admin console (POST /api/admin/catalogue/sync).
 */
export class CatalogueSync extends Construct {
  readonly job: ShopFunction;
  readonly schedule: events.Rule;

  constructor(scope: Construct, id: string, props: CatalogueSyncProps) {
    super(scope, id);
    this.job = new ShopFunction(this, 'SyncCatalogue', {
      entry: jobModule('sync-catalogue'),
      stage: props.stage,
      serviceName: 'job-sync-catalogue',
      // One provider call (8 s timeout, token included) and one transaction.
      timeout: Duration.minutes(1),
      access: { grants: JOBS['sync-catalogue'].access, targets: props.access },
    });
    this.schedule = new events.Rule(this, 'Schedule', {
      description: "Imports the eSIM provider's product list into the catalogue",
      schedule: events.Schedule.rate(Duration.days(1)),
      targets: [new targets.LambdaFunction(this.job, { retryAttempts: 2 })],
    });
  }
}
