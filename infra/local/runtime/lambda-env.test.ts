import { tableNames } from '../dynamo-local';
import {
  applyLambdaEnvironment,
  localLambdaEnvironment,
  type LocalLambdaEnvironmentInput,
} from './lambda-env';

const input: LocalLambdaEnvironmentInput = {
  endpoints: {
    dynamodb: 'http://127.0.0.1:1',
    ses: 'http://127.0.0.1:2',
    s3: 'http://127.0.0.1:3',
    cognito: 'http://127.0.0.1:4',
    stepFunctions: 'http://127.0.0.1:5',
  },
  values: {
    tables: tableNames('esim-local'),
    stateMachineArn: 'arn:aws:states:eu-west-1:000000000000:stateMachine:order-pipeline',
    shopUrl: 'http://127.0.0.1:5173',
    publicApiUrl: 'http://127.0.0.1:3001',
    stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiBase: 'http://127.0.0.1:6' },
    esimProvider: { url: 'http://127.0.0.1:7', clientId: 'c', clientSecret: 's' },
    mailFrom: 'shop@example.com',
    supportMailbox: 'help@example.com',
    chatAssistant: { kind: 'local' },
    orderRecovery: { stallMinutes: 10 },
    edgeCache: { kind: 'local' },
    userPoolId: 'local_1',
    tokenIssuer: { clientId: 'client', issuer: 'http://127.0.0.1:4/local_1', jwksUrl: 'http://j' },
    brandAssets: { bucket: 'bucket' },
    adminTwoFactor: { required: false },
  },
};

describe('localLambdaEnvironment', () => {
  it('points every AWS SDK client at its stand-in and names every table', () => {
    const env = localLambdaEnvironment(input);
    expect(env).toMatchObject({
      AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:1',
      AWS_ENDPOINT_URL_SES: 'http://127.0.0.1:2',
      AWS_ENDPOINT_URL_SESV2: 'http://127.0.0.1:2',
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:3',
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: 'http://127.0.0.1:4',
      AWS_ENDPOINT_URL_SFN: 'http://127.0.0.1:5',
      AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
      STATE_MACHINE_ARN: input.values.stateMachineArn,
      TABLE_ORDERS: 'esim-local-orders',
      TABLE_SUPPORT_TICKETS: 'esim-local-supportTickets',
      SUPPORT_MAILBOX: 'help@example.com',
      CHAT_ASSISTANT: 'local',
      TABLE_PROVIDER_TOKENS: 'esim-local-providerTokens',
      STRIPE_API_BASE: 'http://127.0.0.1:6',
      SHOP_URL: 'http://127.0.0.1:5173',
      COGNITO_JWKS_URL: 'http://j',
      // One process runs every function locally: one service name, each log line naming its function.
      POWERTOOLS_SERVICE_NAME: 'esim-shop-local',
    });
  });

  it('leaves STRIPE_API_BASE out with real Stripe, so the SDK talks to api.stripe.com', () => {
    const env = localLambdaEnvironment({
      ...input,
      values: { ...input.values, stripe: { secretKey: 'sk_test_real', webhookSecret: 'whsec_real' } },
    });
    expect(env).not.toHaveProperty('STRIPE_API_BASE');
    expect(env['STRIPE_SECRET_KEY']).toBe('sk_test_real');
  });
});

describe('applyLambdaEnvironment', () => {
  it('drops shell settings that would send the handlers to real AWS', () => {
    const target: NodeJS.ProcessEnv = { AWS_PROFILE: 'prod', AWS_SESSION_TOKEN: 't', PATH: '/bin' };
    applyLambdaEnvironment({ AWS_REGION: 'eu-west-1' }, target);
    expect(target).toEqual({ PATH: '/bin', AWS_REGION: 'eu-west-1' });
  });

  it('drops a secret ARN the shell may carry, so the handlers use the local keys', () => {
    const target: NodeJS.ProcessEnv = { ESIM_PROVIDER_SECRET_ARN: 'arn:real', STRIPE_SECRET_ARN: 'arn:real' };
    applyLambdaEnvironment({ ESIM_PROVIDER_CLIENT_ID: 'c' }, target);
    expect(target).toEqual({ ESIM_PROVIDER_CLIENT_ID: 'c' });
  });

  it('runs the local assistant even when the shell names a Bedrock model', () => {
    const target: NodeJS.ProcessEnv = {
      CHAT_ASSISTANT: 'bedrock',
      BEDROCK_MODEL_ID: 'eu.amazon.nova-lite-v1:0',
    };
    applyLambdaEnvironment(localLambdaEnvironment(input), target);
    expect(target['CHAT_ASSISTANT']).toBe('local');
    expect(target).not.toHaveProperty('BEDROCK_MODEL_ID');
  });
});
