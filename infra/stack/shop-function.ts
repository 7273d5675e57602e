import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Duration } from 'aws-cdk-lib';
import { RemovalPolicy } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { functionEnvironment } from '../../lambdas/config/environment';
import type { FunctionAccess } from '../../lambdas/config/function-access';
import { REPO_ROOT } from '../repo-root';
import { grantAccess, type AccessTargets } from './grant-access';
import type { StageConfig } from './stage-config';

/** The Lambda runtime of every function: the newest Node.js this aws-cdk-lib knows. */
const SHOP_RUNTIME = lambda.Runtime.NODEJS_22_X;

/**
 * ESM bundles that include the AWS SDK still contain CommonJS `require` calls (node:https and friends);
 * ESM has no `require`, so the bundle gets one made from its own URL.
 */
const ESM_REQUIRE_BANNER =
  "import { createRequire as shopCreateRequire } from 'node:module'; const require = shopCreateRequire(import.meta.url);";

export interface ShopFunctionProps {
  /** Handler module path relative to the repository root, e.g. `lambdas/http/get-order.handler.ts`. */
  entry: string;
  stage: StageConfig;
  /** Powertools service name, also the log group's suffix. */
  serviceName: string;
  /** What the function may touch, granted by IAM and named in its environment together; nothing when absent. */
  access?: { grants: FunctionAccess; targets: AccessTargets };
  timeout?: Duration;
}

/**
 * Every Lambda of the shop: Node 22 on arm64, esbuild ESM bundle (minified, source maps,
 * `module` before `main` for smaller and faster cold starts), Powertools configured, X-Ray on,
 * its own log group with the stage's retention. Its access is granted and written into its
 * environment in one step, so a function sees exactly the resources it may touch.
 */
export class ShopFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ShopFunctionProps) {
    const entry = path.join(REPO_ROOT, props.entry);
    if (!existsSync(entry)) throw new Error(`Lambda entry ${props.entry} does not exist`);
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: logs.RetentionDays[props.stage.logRetention],
      removalPolicy: props.stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      entry,
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      runtime: SHOP_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? props.stage.lambdaTimeout,
      tracing: lambda.Tracing.ACTIVE,
      logGroup,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ...functionEnvironment(
          { serviceName: props.serviceName, access: props.access?.grants ?? {} },
          props.access?.targets.values ?? {},
        ),
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        platform: 'node',
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        minify: true,
        sourceMap: true,
        sourceMapMode: SourceMapMode.DEFAULT,
        sourcesContent: false,
        bundleAwsSDK: true,
        tsconfig: path.join(REPO_ROOT, 'tsconfig.json'),
      },
    });
    if (props.access) grantAccess(this, props.access.grants, props.access.targets);
  }
}
