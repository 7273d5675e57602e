import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { OrderRecord } from '../ports/order-store';
import { TABLE_IDS, tableEnvVar } from '../../infra/data/table-definitions';
import { buildLambdaContext, buildProxyEvent, CONTRACT_ROUTES } from '../../infra/local/api-gateway';
import { routePath, type RouteId } from '../../shared/api/routes';
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

/** The API Gateway proxy event of one request to a route of the contract. */
export function proxyEvent(
  route: RouteId,
  options: { params?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {},
): APIGatewayProxyEvent {
  const contract = CONTRACT_ROUTES.find((r) => r.id === route)!;
  const body =
    options.body === undefined
      ? ''
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  return buildProxyEvent(
    {
      method: contract.method,
      url: new URL(routePath(route, options.params ?? {}), 'https://api.example'),
      headers: { 'Content-Type': 'application/json', ...options.headers },
      body,
      sourceIp: '127.0.0.1',
    },
    { route: contract, pathParameters: options.params ?? {} },
    { requestId: 'test-request' },
  );
}

type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** Runs a wrapped handler and parses its JSON answer. */
export async function invoke(handler: ProxyHandler, event: APIGatewayProxyEvent) {
  const result = await handler(event, buildLambdaContext('test', 'test-request'));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every route's shape
  return { status: result.statusCode, headers: result.headers ?? {}, json: JSON.parse(result.body) as any };
}

export const REFERENCE = 'roamly_order_1763805600000_01032_3_0b7e4a52-5d4c-4f43-9a55-3c4b1f0e2a11';

/** A stored order as the checkout writes it; `extra` sets later fields (paid, iccid, ...). */
export function storedOrder(extra: Partial<OrderRecord> = {}): OrderRecord {
  const quote = {
    priceCents: 1661,
    discountCents: 0,
    feeCents: 0,
    totalCents: 1661,
    subtotalCents: 1373,
    vatCents: 288,
    free: false,
    couponApplied: false,
  };
  return {
    order_id: REFERENCE,
    user_id: '0b7e4a52-5d4c-4f43-9a55-3c4b1f0e2a11',
    user_email: 'ada@example.com',
    customer_name: 'Ada Traveller',
    custom_reference: REFERENCE,
    bundle_id: '01032_3',
    coupon_code: null,
    coupon_discount: 0,
    final_price: 1661,
    status: 'started',
    step: 'order_created',
    step_number: -1,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    order_data: {
      bundle: {
        bundleId: '01032_3',
        name: 'Europe 5GB',
        zone: 'Europe',
        size: '5GB',
        validityDays: 10,
        countries: ['France', 'Spain'],
      },
      coupon: null,
      couponDiscount: 0,
      total: 1661,
      quote,
    },
    paid: false,
    stripe_session_id: null,
    ...extra,
  };
}

/** The decoded text of every base64 part of a raw MIME message (what the recipient reads). */
export function mailText(raw: Uint8Array | undefined): string {
  const text = Buffer.from(raw ?? []).toString('utf8');
  return [
    ...text.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ]
    .map((match) => Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
}
