import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import {
  PIPELINE_TASK_IDS,
  PIPELINE_TASKS,
  pipelineTaskModule,
  type PipelineTaskId,
} from '../../lambdas/pipeline/pipeline-contract';
import { buildOrderPipelineDefinition } from '../pipeline/order-pipeline-definition';
import { nagArn, type AccessTargets } from './grant-access';
import { ShopFunction } from './shop-function';
import type { StageConfig } from './stage-config';

export interface OrderPipelineProps {
  stage: StageConfig;
  access: AccessTargets;
}

/**
 * Order fulfilment: one Lambda per task of the shared definition and the Standard state machine
 * that runs them, with full execution logging and X-Ray tracing.
 */
export class OrderPipeline extends Construct {
  readonly stateMachine: sfn.StateMachine;
  readonly functions: Record<PipelineTaskId, ShopFunction>;

  constructor(scope: Construct, id: string, props: OrderPipelineProps) {
    super(scope, id);
    const { stage } = props;
    this.functions = Object.fromEntries(
      PIPELINE_TASK_IDS.map((taskId) => [
        taskId,
        new ShopFunction(this, `Task-${taskId}`, {
          entry: pipelineTaskModule(taskId),
          stage,
          serviceName: `pipeline-${taskId}`,
          access: { grants: PIPELINE_TASKS[taskId].access, targets: props.access },
        }),
      ]),
    ) as Record<PipelineTaskId, ShopFunction>;

    const definition = buildOrderPipelineDefinition({
      taskResource: (taskId) => this.functions[taskId].functionArn,
      ...stage.pipeline,
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
    for (const [taskId, fn] of Object.entries(this.functions)) {
      fn.grantInvoke(this.stateMachine);
      Validations.of(this.stateMachine).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${nagArn(fn)}:*]`,
        reason: `Invokes the ${taskId} task's function, any of its versions or aliases (grantInvoke), and no other function`,
      });
    }
    Validations.of(this.stateMachine).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray tracing and CloudWatch Logs delivery (logs:CreateLogDelivery and friends) have no resource-level permissions, so they take "*"',
    });
  }
}
