import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE_IDS, tableEnvVar, type TableId } from '../../../lambdas/data/table-definitions';
import { seedDemoData } from '../../../infra/data/seed';
import {
  CONTRACT_ROUTES,
  loadRouteHandlers,
  startApiGateway,
  type ApiGateway,
} from '../../../infra/local/api-gateway';
import {
  createTables,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  startDynamoLocal,
  type DynamoLocal,
} from '../../../infra/local/dynamo-local';
import { startEsimSimulator, type EsimSimulator } from '../../../infra/local/esim-simulator/esim-simulator';
import { freePort } from '../../../infra/local/free-port';
import { startStripeStandin, type StripeStandin } from '../../../infra/local/stripe-standin';
import { startFakeStepFunctions, type FakeStepFunctions } from './fake-step-functions';

export const SHOP_URL = 'http://shop.test';
export const STATE_MACHINE_ARN = 'arn:aws:states:eu-west-1:000000000000:stateMachine:order-pipeline';
const WEBHOOK_SECRET = 'whsec_integration';

export interface ApiHarness {
  url: string;
  dynamo: DynamoLocal;
  doc: DynamoDBDocumentClient;
  tables: Record<TableId, string>;
  stripe: StripeStandin;
  sfn: FakeStepFunctions;
  provider: EsimSimulator;
  /** JSON call to the API over HTTP; `body` is sent as is when it is a string. */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every route's shape
  ): Promise<{ status: number; json: any }>;
  count(table: TableId): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The purchase API as it runs locally: the real handler modules behind the API Gateway stand-in,
 * DynamoDB Local with the shared table definitions and demo data, the Stripe stand-in posting
 * signed webhooks back to the API, the eSIM provider simulator, and a Step Functions endpoint
 * that records executions.
 */
export async function startApiHarness(): Promise<ApiHarness> {
  const dynamo = await startDynamoLocal();
  const tables = await createTables(dynamo.client, `api-${Date.now()}`);
  const doc = DynamoDBDocumentClient.from(dynamo.client);
  await seedDemoData(doc, tables);
  const sfn = await startFakeStepFunctions();
  const provider = await startEsimSimulator({ allocationDelayMs: 0 });
  const apiPort = await freePort();
  const stripe = await startStripeStandin({
    webhookUrl: `http://127.0.0.1:${apiPort}/api/payments/webhook`,
    webhookSecret: WEBHOOK_SECRET,
  });

  Object.assign(process.env, {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_SFN: sfn.endpoint,
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    STATE_MACHINE_ARN,
    SHOP_URL,
    STRIPE_SECRET_KEY: 'sk_test_integration',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    ESIM_PROVIDER_URL: provider.url,
    ESIM_PROVIDER_CLIENT_ID: provider.clientId,
    ESIM_PROVIDER_CLIENT_SECRET: provider.clientSecret,
    MAIL_FROM: 'shop@example.com',
    BRAND_FIXED_CODE: 'roamly',
    POWERTOOLS_LOG_LEVEL: 'CRITICAL',
  });
  for (const id of TABLE_IDS) process.env[tableEnvVar(id)] = tables[id];

  const loaded = await loadRouteHandlers(
    join(import.meta.dirname, '../../../lambdas/http'),
    CONTRACT_ROUTES.map((r) => r.id),
  );
  if (loaded.broken.length > 0) throw new Error(`Handlers failed to load: ${JSON.stringify(loaded.broken)}`);
  const gateway: ApiGateway = await startApiGateway({
    port: apiPort,
    handlers: loaded.handlers,
    log: () => {},
  });

  const call: ApiHarness['call'] = async (method, path, body, headers = {}) => {
    const hasBody = body !== undefined;
    const answer = await fetch(`${gateway.url}${path}`, {
      method,
      headers: { ...(hasBody && { 'content-type': 'application/json' }), ...headers },
      body: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
    });
    const text = await answer.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: answer.status, json };
  };

  const count = async (table: TableId) =>
    (
      await dynamo.client.send(
        new ScanCommand({ TableName: tables[table], Select: 'COUNT', ConsistentRead: true }),
      )
    ).Count ?? 0;

  return {
    url: gateway.url,
    dynamo,
    doc,
    tables,
    stripe,
    sfn,
    provider,
    call,
    count,
    stop: async () => {
      await gateway.stop();
      await stripe.stop();
      await provider.stop();
      await sfn.stop();
      await dynamo.stop();
    },
  };
}
