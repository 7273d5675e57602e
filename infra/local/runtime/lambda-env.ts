import { TABLE_IDS, tableEnvVar, type TableId } from '../../data/table-definitions';
import { LOCAL_REGION } from '../dynamo-local';
import { S3_LOCAL_CREDENTIALS } from '../s3-local';

export interface LambdaEnvironmentInput {
  tableNames: Record<TableId, string>;
  endpoints: { dynamodb: string; stepFunctions?: string; ses: string; s3: string; cognito: string };
  stateMachineArn?: string;
  shopUrl: string;
  stripe: { secretKey: string; webhookSecret: string; apiBase?: string };
  esimProvider: { url: string; clientId: string; clientSecret: string };
  mailFrom: string;
  supportMailbox: string;
  cognito: { userPoolId: string; clientId: string; issuer: string; jwksUrl: string };
  assetsBucket: string;
}

/**
 * The environment the handlers get, the same variables the CDK stack sets on each function. The real
 * AWS SDK clients reach the stand-ins through `AWS_ENDPOINT_URL_<SERVICE>`, with no code change.
 */
export function lambdaEnvironment(input: LambdaEnvironmentInput): Record<string, string> {
  const env: Record<string, string> = {
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    // One dummy pair for every stand-in; s3rver is the only one that checks it.
    AWS_ACCESS_KEY_ID: S3_LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: input.endpoints.dynamodb,
    AWS_ENDPOINT_URL_SES: input.endpoints.ses,
    AWS_ENDPOINT_URL_SESV2: input.endpoints.ses,
    AWS_ENDPOINT_URL_S3: input.endpoints.s3,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: input.endpoints.cognito,
    // Without this the SDK stores uploads with their chunk framing in s3rver (LOCAL-STACK.md).
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    SHOP_URL: input.shopUrl,
    STRIPE_SECRET_KEY: input.stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: input.stripe.webhookSecret,
    ESIM_PROVIDER_URL: input.esimProvider.url,
    ESIM_PROVIDER_CLIENT_ID: input.esimProvider.clientId,
    ESIM_PROVIDER_CLIENT_SECRET: input.esimProvider.clientSecret,
    MAIL_FROM: input.mailFrom,
    SUPPORT_MAILBOX: input.supportMailbox,
    // Locally the chat never calls a model, whatever the developer's shell says.
    CHAT_ASSISTANT: 'local',
    COGNITO_USER_POOL_ID: input.cognito.userPoolId,
    COGNITO_CLIENT_ID: input.cognito.clientId,
    COGNITO_ISSUER: input.cognito.issuer,
    COGNITO_JWKS_URL: input.cognito.jwksUrl,
    // The CDK stack's names; the logo is served straight from the stand-in's bucket.
    BRAND_ASSETS_BUCKET: input.assetsBucket,
    BRAND_ASSETS_URL: `${input.endpoints.s3.replace(/\/+$/, '')}/${input.assetsBucket}`,
  };
  if (input.endpoints.stepFunctions) env['AWS_ENDPOINT_URL_SFN'] = input.endpoints.stepFunctions;
  if (input.stateMachineArn) env['STATE_MACHINE_ARN'] = input.stateMachineArn;
  if (input.stripe.apiBase) env['STRIPE_API_BASE'] = input.stripe.apiBase;
  for (const id of TABLE_IDS) env[tableEnvVar(id)] = input.tableNames[id];
  return env;
}

/**
 * Lambda-only variables a developer's shell may carry, which would send the handlers to real AWS or
 * change how the SDK picks credentials.
 */
export const SHADOWING_AWS_VARIABLES = [
  'AWS_PROFILE',
  'AWS_SESSION_TOKEN',
  'AWS_ENDPOINT_URL',
  'STRIPE_SECRET_ARN',
  'ESIM_PROVIDER_SECRET_ARN',
];

/** Puts the environment into this process, where the handler modules will read it at import. */
export function applyLambdaEnvironment(
  env: Record<string, string>,
  target: NodeJS.ProcessEnv = process.env,
): void {
  for (const name of SHADOWING_AWS_VARIABLES) delete target[name];
  Object.assign(target, env);
}
