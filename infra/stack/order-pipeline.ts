import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { PIPELINE_TASKS } from '../../lambdas/pipeline/pipeline-contract';
import { buildOrderPipelineDefinition } from '../pipeline/order-pipeline-definition';
import { grantAccess, type AccessTargets } from './grant-access';
import type { FunctionAccess } from './route-access';
import { ShopFunction } from './shop-function';
import type { StageConfig } from './stage-config';

// Every step records progress on the order; the provider-facing steps use the provider's
// credentials and token cache (the token lives in DynamoDB); only the mail step sends mail.
const ORDER_PROGRESS: FunctionAccess = { tables: { orders: 'readWrite' } };
const PROVIDER_STEP: FunctionAccess = {
  tables: { orders: 'readWrite', providerTokens: 'readWrite' },
  secrets: ['esimProvider'],
};

/** Least privilege per pipeline task, by task id. */
export const PIPELINE_TASK_ACCESS: Record<string, FunctionAccess> = {
  'load-order': { tables: { orders: 'read' } },
  'retrieve-esim-token': PROVIDER_STEP,
  'request-iccid-allocation': PROVIDER_STEP,
  'poll-for-iccid': PROVIDER_STEP,
  'generate-qr-code': PROVIDER_STEP,
  // Mails the QR code the previous step stored on the order.
  'send-email': { tables: { orders: 'readWrite', brand: 'read' }, sendsMail: true },
  'update-user-record': { tables: { orders: 'readWrite', users: 'readWrite' } },
  'order-completed': ORDER_PROGRESS,
  'record-failure': ORDER_PROGRESS,
};

export interface OrderPipelineProps {
  stage: StageConfig;
  access: AccessTargets;
  environment: Record<string, string>;
}

/**
 * Order fulfilment: one Lambda per task of the shared definition and the Standard state machine
 * that runs them, with full execution logging and X-Ray tracing.
 */
export class OrderPipeline extends Construct {
  readonly stateMachine: sfn.StateMachine;
  readonly functions: Record<string, ShopFunction> = {};

  constructor(scope: Construct, id: string, props: OrderPipelineProps) {
    super(scope, id);
    const { stage } = props;
    for (const [taskId, entry] of Object.entries(PIPELINE_TASKS)) {
      const access = PIPELINE_TASK_ACCESS[taskId];
      if (!access) throw new Error(`Pipeline task ${taskId} has no entry in PIPELINE_TASK_ACCESS`);
      const fn = new ShopFunction(this, `Task-${taskId}`, {
        entry,
        stage,
        serviceName: `pipeline-${taskId}`,
        environment: props.environment,
      });
      grantAccess(fn, access, props.access);
      this.functions[taskId] = fn;
    }

    const definition = buildOrderPipelineDefinition({
      taskResource: (taskId) => {
        const fn = this.functions[taskId];
        if (!fn) throw new Error(`The pipeline definition names task ${taskId}, which PIPELINE_TASKS lacks`);
        return fn.functionArn;
      },
      pollIntervalSeconds: stage.pipeline.pollIntervalSeconds,
      maxPollAttempts: stage.pipeline.maxPollAttempts,
    });

    const executionLogs = new logs.LogGroup(this, 'ExecutionLogs', {
      retention: logs.RetentionDays[stage.logRetention],
      removalPolicy: stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stateMachine = new sfn.StateMachine(this, 'StateMachine', {
      stateMachineName: `${stage.resourcePrefix}-order-pipeline`,
      stateMachineType: sfn.StateMachineType.STANDARD,
      definitionBody: sfn.DefinitionBody.fromString(Stack.of(this).toJsonString(definition)),
      logs: { destination: executionLogs, level: sfn.LogLevel.ALL, includeExecutionData: true },
      tracingEnabled: true,
    });
    for (const fn of Object.values(this.functions)) fn.grantInvoke(this.stateMachine);
  }
}
