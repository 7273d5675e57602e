import { createHash } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  type DynamoDBDocumentClientResolvedConfig,
  type ServiceInputTypes,
  type ServiceOutputTypes,
} from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { AwsStub } from 'aws-sdk-client-mock';
import type { RouteId } from '../../shared/api/routes';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import { loadCatalogue } from '../../shared/catalogue/shipped-catalogue';
import type { ResourceValues } from '../config/environment';
import { useFunctionEnvironment } from '../testing/environment';
import { createLambdaContext } from '../testing/events';
import { ROUTE_ACCESS } from './route-access';
import { resetWiring } from '../wiring/container';

/**
 * The environment of the route's function, as the stack writes it (only what the route is granted),
 * with the given values in place of the test ones; forgets what the previous case built.
 */
export function useTestEnvironment(route: RouteId, overrides: ResourceValues = {}): void {
  useFunctionEnvironment({ serviceName: route, access: ROUTE_ACCESS[route] }, overrides);
  resetWiring();
}

type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** Runs a wrapped handler and parses its JSON answer. */
export async function invoke(handler: ProxyHandler, event: APIGatewayProxyEvent) {
  const result = await handler(event, createLambdaContext('test', 'test-request'));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every route's shape
  return { status: result.statusCode, headers: result.headers ?? {}, json: JSON.parse(result.body) as any };
}

export { TEST_SHOP_URL } from '../testing/environment';
export { proxyEvent } from '../testing/events';
export { REFERENCE, storedOrder } from '../testing/order-fixture';

/** The decoded text of every base64 part of a raw MIME message (what the recipient reads). */
export function mailText(raw: Uint8Array | undefined): string {
  const text = Buffer.from(raw ?? []).toString('utf8');
  return [
    ...text.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ]
    .map((match) => Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
}

/**
 * Makes `proof` a live proof of `email` in the mocked verifications table: it reads back, and one
 * conditional delete uses it up. Call after the catch-all mocks of the test.
 */
export function mockEmailProof(
  ddb: AwsStub<ServiceInputTypes, ServiceOutputTypes, DynamoDBDocumentClientResolvedConfig>,
  email: string,
  proof: string,
): void {
  const Key = { id: `proof#${createHash('sha256').update(proof).digest('hex')}` };
  const Item = { ...Key, email, expires_at: Math.floor(Date.now() / 1000) + 900 };
  ddb.on(GetCommand, { TableName: 'test-verifications', Key }).resolves({ Item });
  ddb.on(DeleteCommand, { TableName: 'test-verifications', Key }).resolves({ Attributes: Item });
}

/**
 * Serves `catalogue` (the local shop's, by default) as the published catalogue from the mocked
 * catalogue table: what every route that prices or names bundles reads. Call after `ddb.reset()`.
 */
export function mockPublishedCatalogue(
  ddb: AwsStub<ServiceInputTypes, ServiceOutputTypes, DynamoDBDocumentClientResolvedConfig>,
  catalogue: Catalogue = loadCatalogue(),
): void {
  const published = { version: catalogue.version, publishedAt: '2025-03-05T00:00:00.000Z', catalogue };
  ddb
    .on(GetCommand, { TableName: 'test-catalogue', Key: { pk: 'catalogue', sk: 'published' } })
    .resolves({ Item: { pk: 'catalogue', sk: 'published', body: JSON.stringify(published) } });
}
