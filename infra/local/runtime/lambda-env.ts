import {
  functionEnvironment,
  FUNCTION_VARIABLES,
  type ResourceValues,
} from '../../../lambdas/config/environment';
import { mergeAccess, type FunctionAccess } from '../../../shared/api/function-access';
import { ROUTE_ACCESS } from '../../../lambdas/http/route-access';
import { PIPELINE_TASKS } from '../../../lambdas/pipeline/pipeline-contract';
import { JOBS } from '../../../lambdas/jobs/jobs';
import { LOCAL_REGION } from '../dynamo-local';
import { S3_LOCAL_CREDENTIALS } from '../s3-local';

/** Everything any function of the shop is granted: locally every handler runs in one process. */
const EVERY_FUNCTION: FunctionAccess = mergeAccess(
  ...Object.values(ROUTE_ACCESS),
  ...Object.values(PIPELINE_TASKS).map((task) => task.access),
  ...Object.values(JOBS).map((job) => job.access),
);

/** The logs' service name locally; each line also names its function (the Lambda context's). */
const LOCAL_SERVICE_NAME = 'esim-shop-local';

export interface LocalEndpoints {
  dynamodb?: string;
  ses?: string;
  s3?: string;
  cognito?: string;
  stepFunctions?: string;
}

export interface LocalLambdaEnvironmentInput {
  endpoints: LocalEndpoints;
  values: ResourceValues;
  /** The functions this process runs; every function of the shop by default. */
  access?: FunctionAccess;
}

/**
 * The environment the handlers get locally: the variables the CDK stack writes (the same
 * `functionEnvironment`, for every function this process runs), and the stand-ins' endpoints.
 * The real AWS SDK clients reach the stand-ins through `AWS_ENDPOINT_URL_<SERVICE>`, with no code change.
 */
export function localLambdaEnvironment(input: LocalLambdaEnvironmentInput): Record<string, string> {
  const { endpoints } = input;
  const sdk: Record<string, string | undefined> = {
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    // One dummy pair for every stand-in; s3rver is the only one that checks it.
    AWS_ACCESS_KEY_ID: S3_LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_SES: endpoints.ses,
    AWS_ENDPOINT_URL_SESV2: endpoints.ses,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
    AWS_ENDPOINT_URL_SFN: endpoints.stepFunctions,
    // Without this the SDK stores uploads with their chunk framing in s3rver (LOCAL-STACK.md).
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
  };
  return {
    ...(Object.fromEntries(Object.entries(sdk).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >),
    ...functionEnvironment(
      { serviceName: LOCAL_SERVICE_NAME, access: input.access ?? EVERY_FUNCTION },
      input.values,
    ),
  };
}

/**
 * Settings a developer's shell may carry that would send the handlers to real AWS or change how the
 * SDK picks credentials, besides any function variable (a stray secret ARN, say).
 */
const SHADOWING_AWS_VARIABLES = ['AWS_PROFILE', 'AWS_SESSION_TOKEN', 'AWS_ENDPOINT_URL'];

/** Puts the environment into this process, where the handler modules will read it at import. */
export function applyLambdaEnvironment(
  env: Record<string, string>,
  target: NodeJS.ProcessEnv = process.env,
): void {
  for (const name of [...SHADOWING_AWS_VARIABLES, ...FUNCTION_VARIABLES]) delete target[name];
  Object.assign(target, env);
}
