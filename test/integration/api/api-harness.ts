import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { API_ROUTES, type RouteId } from '../../../shared/api/routes';
import { mergeAccess } from '../../../shared/api/function-access';
import type { TableId } from '../../../lambdas/data/table-definitions';
import { ROUTE_ACCESS } from '../../../lambdas/http/route-access';
import { uniqueTablePrefix, type DynamoLocal } from '../../../infra/local/dynamo-local';
import { tierDynamo } from '../../support/tier-dynamo';
import { startEsimSimulator, type EsimSimulator } from '../../../infra/local/esim-simulator/esim-simulator';
import { freePort } from '../../../infra/local/free-port';
import { applyLambdaEnvironment, localLambdaEnvironment } from '../../../infra/local/runtime/lambda-env';
import { startLocalApi } from '../../../infra/local/runtime/local-api';
import { StartedServices } from '../../../infra/local/runtime/services';
import { createSeededTables } from '../../../infra/local/runtime/shop-data';
import { startSesLocal, type SesLocal } from '../../../infra/local/ses-local';
import { startStripeStandin, type StripeStandin } from '../../../infra/local/stripe-standin';
import { requestFrom } from '../../support/loopback-client';
import { startFakeStepFunctions, type FakeStepFunctions } from './fake-step-functions';

export const SHOP_URL = 'http://shop.test';
export const STATE_MACHINE_ARN = 'arn:aws:states:eu-west-1:000000000000:stateMachine:order-pipeline';
export const WEBHOOK_SECRET = 'whsec_integration';

/**
 * The routes the harness serves. Cognito is not part of it: the routes that need it (signed-in,
 * admin, passwords) are left out. A public route that reads an optional caller (checkout) is in: its
 * callers here are anonymous, and a token sent would fail against an issuer that nothing serves.
 */
export const HARNESS_ROUTES = (Object.keys(API_ROUTES) as RouteId[]).filter(
  (id) => API_ROUTES[id].auth === 'public' && !ROUTE_ACCESS[id].cognito?.length,
);

export interface ApiHarness {
  url: string;
  dynamo: DynamoLocal;
  doc: DynamoDBDocumentClient;
  tables: Record<TableId, string>;
  stripe: StripeStandin;
  sfn: FakeStepFunctions;
  provider: EsimSimulator;
  /** The SES stand-in: every mail the API sent. */
  ses: SesLocal;
  /**
   * JSON call to the API over HTTP; `body` is sent as is when it is a string. `from` is the client's
   * own loopback address (127.0.0.2, …): the API counts each address as another client.
   */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    from?: string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every route's shape
  ): Promise<{ status: number; json: any }>;
  count(table: TableId): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The purchase API as it runs locally: the real handler modules behind the API Gateway stand-in,
 * DynamoDB Local with the shared table definitions and demo data, the Stripe stand-in posting
 * signed webhooks back to the API, the eSIM provider simulator, the SES stand-in, and a Step
 * Functions endpoint that records executions.
 */
export async function startApiHarness(): Promise<ApiHarness> {
  const services = new StartedServices();
  const dynamo = services.add('DynamoDB Local', await tierDynamo());
  const tables = await createSeededTables(dynamo, uniqueTablePrefix('api'));
  const doc = DynamoDBDocumentClient.from(dynamo.client);
  const sfn = services.add('Step Functions', await startFakeStepFunctions());
  const provider = services.add('eSIM simulator', await startEsimSimulator({ allocationDelayMs: 0 }));
  const ses = services.add('SES stand-in', await startSesLocal());
  const apiPort = await freePort();
  const stripe = services.add(
    'Stripe stand-in',
    await startStripeStandin({
      webhookUrl: `http://127.0.0.1:${apiPort}/api/payments/webhook`,
      webhookSecret: WEBHOOK_SECRET,
    }),
  );

  const routes = HARNESS_ROUTES;
  applyLambdaEnvironment(
    localLambdaEnvironment({
      endpoints: { dynamodb: dynamo.endpoint, stepFunctions: sfn.endpoint, ses: ses.url },
      access: mergeAccess(...routes.map((id) => ROUTE_ACCESS[id])),
      values: {
        tables,
        stateMachineArn: STATE_MACHINE_ARN,
        shopUrl: SHOP_URL,
        stripe: { secretKey: 'sk_test_integration', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url },
        esimProvider: { url: provider.url, clientId: provider.clientId, clientSecret: provider.clientSecret },
        mailFrom: 'shop@example.com',
        supportMailbox: 'support@example.com',
        chatAssistant: { kind: 'local' },
        orderRecovery: { stallMinutes: 10 },
        edgeCache: { kind: 'local' },
        brandFixedCode: 'roamly',
        tokenIssuer: {
          issuer: 'http://127.0.0.1:9/no-user-pool',
          jwksUrl: 'http://127.0.0.1:9/no-user-pool/.well-known/jwks.json',
          clientId: 'no-client',
        },
        logLevel: 'CRITICAL',
      },
    }),
  );

  const { gateway, unavailableRoutes } = await startLocalApi({ port: apiPort, routes, log: () => {} });
  services.add('API', gateway);
  if (unavailableRoutes.length > 0)
    throw new Error(`Handlers failed to load: ${unavailableRoutes.join(', ')}`);

  const call: ApiHarness['call'] = async (method, path, body, headers = {}, from = '127.0.0.1') => {
    const hasBody = body !== undefined;
    const answer = await requestFrom(from, `${gateway.url}${path}`, {
      method,
      headers: { ...(hasBody && { 'content-type': 'application/json' }), ...headers },
      body: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
    });
    let json: unknown = null;
    try {
      json = JSON.parse(answer.text);
    } catch {
      json = answer.text;
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
    ses,
    call,
    count,
    stop: () => services.stop(),
  };
}
