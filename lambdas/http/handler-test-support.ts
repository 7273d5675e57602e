import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { TABLE_IDS, tableEnvVar } from '../data/table-definitions';
import { createLambdaContext } from '../testing/events';
import { resetWiring } from '../wiring';

export const TEST_SHOP_URL = 'https://shop.example';

/** A Lambda environment with fixed table names and no real endpoints (SDK clients are mocked). */
export function useTestEnvironment(extra: Record<string, string> = {}): void {
  for (const id of TABLE_IDS) process.env[tableEnvVar(id)] = `test-${id}`;
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    SHOP_URL: TEST_SHOP_URL,
    STATE_MACHINE_ARN: 'arn:aws:states:eu-west-1:000000000000:stateMachine:orders',
    BRAND_FIXED_CODE: 'roamly',
    POWERTOOLS_LOG_LEVEL: 'CRITICAL',
    ...extra,
  });
  resetWiring();
}

type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** Runs a wrapped handler and parses its JSON answer. */
export async function invoke(handler: ProxyHandler, event: APIGatewayProxyEvent) {
  const result = await handler(event, createLambdaContext('test', 'test-request'));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every route's shape
  return { status: result.statusCode, headers: result.headers ?? {}, json: JSON.parse(result.body) as any };
}

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
