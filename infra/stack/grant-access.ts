import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import { BRAND_ASSETS_PREFIX, BRAND_UPLOADS_PREFIX } from '../../lambdas/adapters/s3-asset-uploads';
import type { ResourceValues } from '../../lambdas/config/environment';
import type { FunctionAccess } from '../../lambdas/config/function-access';
import type { TableId } from '../../lambdas/data/table-definitions';
import { chatModelStatements } from './chat-model';
import type { ShopData } from './data';
import type { ShopMail } from './mail';
import type { ShopSecrets } from './secrets';

/** The resources a function's access can refer to, and the values their variables carry. */
export interface AccessTargets {
  data: ShopData;
  secrets: ShopSecrets;
  mail: ShopMail;
  userPool: cognito.IUserPool;
  /** Absent while the pipeline itself is being built: its tasks never start executions. */
  stateMachine?: sfn.IStateMachine;
  brandAssets: s3.IBucket;
  values: ResourceValues;
}

/** Turns one entry of an access table into IAM grants on the function's role. */
export function grantAccess(fn: lambda.IFunction, access: FunctionAccess, targets: AccessTargets): void {
  for (const [tableId, mode] of Object.entries(access.tables ?? {})) {
    const table = targets.data.tables[tableId as TableId];
    if (mode === 'read') table.grantReadData(fn);
    else if (mode === 'write') table.grantWriteData(fn);
    else table.grantReadWriteData(fn);
  }
  for (const secretId of access.secrets ?? []) targets.secrets.secrets[secretId].grantRead(fn);
  if (access.sendsMail) targets.mail.grantSend(fn);
  if (access.cognito?.length) {
    fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: [...access.cognito], resources: [targets.userPool.userPoolArn] }),
    );
  }
  if (access.uploadsBrandAssets) {
    // Presigned PUTs are signed with this role: uploads go to the private prefix, and only the
    // checked file is written under the served one.
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [
          targets.brandAssets.arnForObjects(`${BRAND_UPLOADS_PREFIX}/*`),
          targets.brandAssets.arnForObjects(`${BRAND_ASSETS_PREFIX}/*`),
        ],
      }),
    );
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject', 's3:DeleteObject'],
        resources: [targets.brandAssets.arnForObjects(`${BRAND_UPLOADS_PREFIX}/*`)],
      }),
    );
  }
  const assistant = targets.values.chatAssistant;
  if (access.invokesChatModel && assistant?.kind === 'bedrock') {
    for (const statement of chatModelStatements(fn, assistant.modelId)) fn.addToRolePolicy(statement);
  }
  if (access.startsFulfilment || access.resumesOrders) {
    if (!targets.stateMachine) throw new Error('starting fulfilment needs the order pipeline');
    targets.stateMachine.grantStartExecution(fn);
  }
  if (access.resumesOrders) {
    // Asks for the real state of an order's execution before resuming it; nothing else.
    targets.stateMachine?.grantExecution(fn, 'states:DescribeExecution');
  }
}
