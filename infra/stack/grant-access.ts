import { Fn, Stack, Token, Validations, type CfnElement } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import { BRAND_ASSETS_PREFIX, BRAND_UPLOADS_PREFIX } from '../../lambdas/adapters/s3-asset-uploads';
import type { ResourceValues } from '../../lambdas/config/environment';
import type { FunctionAccess } from '../../shared/api/function-access';
import { TABLES, type TableId } from '../../lambdas/data/table-definitions';
import { chatModelStatements, crossRegionModel } from './chat-model';
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

/** How cdk-nag names an ARN of a resource of this stack in its findings: `<LogicalId.Arn>`. */
export function nagArn(resource: { node: { defaultChild?: unknown } }): string {
  const element = resource.node.defaultChild as CfnElement;
  return `<${Stack.of(element).getLogicalId(element)}.Arn>`;
}

/** Turns one entry of an access table into IAM grants on the function's role. */
export function grantAccess(fn: lambda.IFunction, access: FunctionAccess, targets: AccessTargets): void {
  for (const [tableId, mode] of Object.entries(access.tables ?? {})) {
    const table = targets.data.tables[tableId as TableId];
    if (mode === 'append') {
      // New rows only: no read, no update, no delete (the audit log's writers).
      // On the table itself: a put never touches an index, so the role names none.
      fn.addToRolePolicy(
        new iam.PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [table.tableArn] }),
      );
      continue;
    }
    if (mode === 'read') table.grantReadData(fn);
    else if (mode === 'write') table.grantWriteData(fn);
    else table.grantReadWriteData(fn);
    if (TABLES[tableId as TableId].globalIndexes.length > 0) {
      Validations.of(fn.role ?? fn).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${nagArn(table)}/index/*]`,
        reason: `Queries the global secondary indexes of the ${tableId} table; the grant names this table's indexes only`,
      });
    }
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
    Validations.of(fn.role ?? fn).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::${nagArn(targets.brandAssets)}/${BRAND_ASSETS_PREFIX}/*]`,
        reason:
          'Each published logo gets a fresh object key, so the role needs the served logo prefix, and nothing else in the bucket',
      },
      {
        id: `AwsSolutions-IAM5[Resource::${nagArn(targets.brandAssets)}/${BRAND_UPLOADS_PREFIX}/*]`,
        reason:
          'Each upload gets a fresh key under the private upload prefix, checked and deleted there before publishing; nothing else in the bucket',
      },
    );
  }
  const assistant = targets.values.chatAssistant;
  if (access.invokesChatModel && assistant?.kind === 'bedrock') {
    for (const statement of chatModelStatements(fn, assistant.modelId)) fn.addToRolePolicy(statement);
    const profileModel = crossRegionModel(assistant.modelId);
    if (profileModel) {
      Validations.of(fn.role ?? fn).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/${profileModel}]`,
        reason:
          'A cross-region inference profile routes to this one model in regions Bedrock picks; the statement holds only when called through the profile (bedrock:InferenceProfileArn)',
      });
    }
  }
  const edge = targets.values.edgeCache;
  if (access.invalidatesEdgeCache && edge?.kind === 'cloudfront') {
    // The shop's distribution only; CloudFront is global, so its ARN has no region.
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['cloudfront:CreateInvalidation'],
        resources: [
          Stack.of(fn).formatArn({
            service: 'cloudfront',
            region: '',
            resource: 'distribution',
            resourceName: edge.distributionId,
          }),
        ],
      }),
    );
  }
  if (access.startsFulfilment || access.resumesOrders) {
    if (!targets.stateMachine) throw new Error('starting fulfilment needs the order pipeline');
    targets.stateMachine.grantStartExecution(fn);
  }
  if (access.resumesOrders) {
    // Asks for the real state of an order's execution before resuming it; nothing else.
    const stateMachine = targets.stateMachine;
    stateMachine?.grantExecution(fn, 'states:DescribeExecution');
    if (stateMachine) {
      const name = Stack.of(fn).resolve(Fn.select(6, Fn.split(':', stateMachine.stateMachineArn))) as unknown;
      // cdk-nag writes an unresolved region or account as its pseudo parameter.
      const stack = Stack.of(fn);
      const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
      const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
      Validations.of(fn.role ?? fn).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:${region}:${account}:execution:${JSON.stringify(name)}:*]`,
        reason:
          "Execution names are per order (`<reference>-retry-<n>`), so DescribeExecution names this state machine's executions, no other",
      });
    }
  }
}
