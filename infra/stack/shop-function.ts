import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Duration } from 'aws-cdk-lib';
import { AssetHashType, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { functionEnvironment } from '../../lambdas/config/environment';
import type { FunctionAccess } from '../../shared/api/function-access';
import { REPO_ROOT } from '../repo-root';
import { LocalFunctionBundling } from './function-bundling';
import { grantAccess, type AccessTargets } from './grant-access';
import type { StageConfig } from './stage-config';

/** The Lambda runtime of every function: the newest Node.js this aws-cdk-lib knows (cdk-nag's L1). */
export const SHOP_RUNTIME = lambda.Runtime.NODEJS_24_X;

/**
 * A function's code: its handler module bundled by `bundleFunction` (minified ESM, the AWS SDK left to
 * the runtime). Source maps only when the stage asks for them (`lambdaSourceMaps`): then the function
 * carries its map (without sources) and Node reads it for stack traces; otherwise the deployed code
 * has none, smaller and faster to load.
 */
function shopCode(entry: string, sourceMaps: boolean): lambda.Code {
  return lambda.Code.fromAsset(REPO_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: SHOP_RUNTIME.bundlingImage,
      local: new LocalFunctionBundling(entry, sourceMaps ? 'linked' : 'none'),
    },
  });
}

export interface ShopFunctionProps {
  /** Handler module path relative to the repository root, e.g. `lambdas/http/get-order.handler.ts`. */
  entry: string;
  stage: StageConfig;
  /** Powertools service name, also the log group's suffix. */
  serviceName: string;
  /** What the function may touch, granted by IAM and named in its environment together; nothing when absent. */
  access?: { grants: FunctionAccess; targets: AccessTargets };
  timeout?: Duration;
  /** A log group shared with other functions (the API's routes); the function's own when absent. */
  logGroup?: logs.ILogGroup;
}

/**
 * A function's role whose grants are one inline policy on the role itself, where CDK would add a
 * separate `AWS::IAM::Policy` per function: one resource fewer per function, under CloudFormation's
 * 500 per stack. Everything granted to the role (table grants, X-Ray, `addToRolePolicy`) lands there.
 */
class InlinePolicyRole extends iam.Role {
  constructor(
    scope: Construct,
    id: string,
    private readonly inlineGrants: iam.PolicyDocument,
  ) {
    super(scope, id, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      managedPolicies: [
        iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole'),
      ],
      inlinePolicies: { access: inlineGrants },
    });
  }

  override addToPrincipalPolicy(statement: iam.PolicyStatement): iam.AddToPrincipalPolicyResult {
    this.inlineGrants.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}

/**
 * Every Lambda of the shop: Node 24 on arm64, esbuild ESM bundle (minified, `module` before `main`
 * for smaller and faster cold starts; source maps only when the stage asks), Powertools configured, X-Ray on,
 * its own log group with the stage's retention. Its access is granted and written into its
 * environment in one step, so a function sees exactly the resources it may touch.
 */
export class ShopFunction extends lambda.Function {
  constructor(scope: Construct, id: string, props: ShopFunctionProps) {
    const entry = path.join(REPO_ROOT, props.entry);
    if (!existsSync(entry)) throw new Error(`Lambda entry ${props.entry} does not exist`);
    const logGroup =
      props.logGroup ??
      new logs.LogGroup(scope, `${id}Logs`, {
        retention: logs.RetentionDays[props.stage.logRetention],
        removalPolicy: props.stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      });
    // Never empty: active tracing alone grants X-Ray's two actions.
    const role = new InlinePolicyRole(scope, `${id}ServiceRole`, new iam.PolicyDocument());
    super(scope, id, {
      role,
      code: shopCode(props.entry, props.stage.lambdaSourceMaps),
      handler: 'index.handler',
      runtime: SHOP_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? props.stage.lambdaTimeout,
      tracing: lambda.Tracing.ACTIVE,
      logGroup,
      environment: {
        ...(props.stage.lambdaSourceMaps && { NODE_OPTIONS: '--enable-source-maps' }),
        ...functionEnvironment(
          { serviceName: props.serviceName, access: props.access?.grants ?? {} },
          props.access?.targets.values ?? {},
        ),
      },
    });
    if (props.access) grantAccess(this, props.access.grants, props.access.targets);
    Validations.of(role).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          'AWSLambdaBasicExecutionRole only lets the function write its own logs (CreateLogStream/PutLogEvents); AWS keeps it current',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Active tracing: xray:PutTraceSegments and PutTelemetryRecords have no resource-level permissions, so they take "*" (nag.test.ts holds every "*" to X-Ray and log delivery)',
      },
    );
  }
}
