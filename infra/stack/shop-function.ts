import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Duration } from 'aws-cdk-lib';
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import {
  NodejsFunction,
  OutputFormat,
  SourceMapMode,
  type BundlingOptions,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { functionEnvironment } from '../../lambdas/config/environment';
import type { FunctionAccess } from '../../lambdas/config/function-access';
import { REPO_ROOT } from '../repo-root';
import { grantAccess, type AccessTargets } from './grant-access';
import type { StageConfig } from './stage-config';

/** The Lambda runtime of every function: the newest Node.js this aws-cdk-lib knows (cdk-nag's L1). */
export const SHOP_RUNTIME = lambda.Runtime.NODEJS_24_X;

/**
 * ESM bundles still contain CommonJS `require` calls of the CommonJS packages they bundle (node:https
 * and friends); ESM has no `require`, so the bundle gets one made from its own URL.
 */
const ESM_REQUIRE_BANNER =
  "import { createRequire as shopCreateRequire } from 'node:module'; const require = shopCreateRequire(import.meta.url);";

/**
 * How every function is bundled, in esbuild's own terms: the stack passes these to NodejsFunction
 * (`shopBundling`) and `npm run bench` runs esbuild with the same ones to weigh each function.
 */
export const SHOP_ESBUILD = {
  format: 'esm',
  target: 'node24',
  platform: 'node',
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  minify: true,
  /**
   * The AWS SDK v3 is the runtime's (the Node.js runtime ships it): bundled, its core alone (Smithy,
   * credential providers, one client) weighs about 300 KB of every function that touches AWS. The
   * version is the runtime's, not the lockfile's, and loading it costs import time; README, "Lambda
   * bundles", has the figures of both sides.
   */
  external: ['@aws-sdk/*', '@smithy/*'],
  bundleAwsSdk: false,
  sourcesContent: false,
  tsconfig: path.join(REPO_ROOT, 'tsconfig.json'),
} as const;

/**
 * NodejsFunction's bundling: ESM, minified, the AWS SDK left to the runtime. Source maps only when the stage asks for
 * them (`lambdaSourceMaps`): then each function carries its map (without sources) and Node reads it
 * for stack traces; otherwise the deployed code has none, smaller and faster to load.
 */
export function shopBundling(sourceMaps: boolean): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    target: SHOP_ESBUILD.target,
    platform: SHOP_ESBUILD.platform,
    mainFields: [...SHOP_ESBUILD.mainFields],
    banner: SHOP_ESBUILD.banner,
    minify: SHOP_ESBUILD.minify,
    sourceMap: sourceMaps,
    ...(sourceMaps && { sourceMapMode: SourceMapMode.DEFAULT, sourcesContent: SHOP_ESBUILD.sourcesContent }),
    bundleAwsSDK: SHOP_ESBUILD.bundleAwsSdk,
    externalModules: [...SHOP_ESBUILD.external],
    tsconfig: SHOP_ESBUILD.tsconfig,
  };
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
}

/**
 * Every Lambda of the shop: Node 24 on arm64, esbuild ESM bundle (minified, `module` before `main`
 * for smaller and faster cold starts; source maps only when the stage asks), Powertools configured, X-Ray on,
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
        ...(props.stage.lambdaSourceMaps && { NODE_OPTIONS: '--enable-source-maps' }),
        ...functionEnvironment(
          { serviceName: props.serviceName, access: props.access?.grants ?? {} },
          props.access?.targets.values ?? {},
        ),
      },
      bundling: shopBundling(props.stage.lambdaSourceMaps),
    });
    if (props.access) grantAccess(this, props.access.grants, props.access.targets);
    Validations.of(this).acknowledge(
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
