/**
 * The Sales tab's query time: the aggregates of 10,000 orders over 90 days written into the sales
 * table on DynamoDB Local (as the ledger keeps them: one item per day, per day and zone, per day and
 * coupon), then GET /api/admin/sales for 90, 30 and 7 days as an own-admin, one request after another,
 * through the local API Gateway and the real handler.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  type BatchWriteCommandInput,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { DEMO_ADMIN } from '../../infra/data/seed';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/dynamo-local';
import type { LocalRuntime } from '../../infra/local/runtime/start-runtime';
import { COUNTER_ATTRIBUTES, counterKey, type Dimension } from '../../lambdas/adapters/dynamo-sales-ledger';
import type { SalesCounters } from '../../lambdas/ports/sales-ledger';
import { ms, percentile, type Row } from './report';

const ZONES = ['Europe', 'Asia', 'North America', 'Latin America', 'Africa', 'Middle East'];
const COUPONS = ['WELCOME10', 'SUMMER15', 'FREEESIM', 'FRIENDS5'];
const DAYS = 90;
const DAY_MS = 86_400_000;

/** A repeatable stream of numbers in [0, 1): every run seeds the same orders. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Item = Record<string, string | number>;

/** The counter items the ledger would hold after `orders` orders spread over the last 90 days. */
export function salesItems(orders: number, now: Date): Item[] {
  const next = random(32);
  const items = new Map<string, Item>();
  const add = (dimension: Dimension, day: string, counters: Partial<SalesCounters>, name?: string) => {
    const key = counterKey(dimension, day, name);
    const id = `${key.pk}|${key.sk}`;
    const item = items.get(id) ?? {
      ...key,
      date: day,
      ...(dimension === 'zone' && name && { zone: name }),
      ...(dimension === 'coupon' && name && { coupon: name }),
    };
    for (const [counter, value] of Object.entries(counters)) {
      const attribute = COUNTER_ATTRIBUTES[counter as keyof SalesCounters];
      item[attribute] = Number(item[attribute] ?? 0) + value;
    }
    items.set(id, item);
  };
  for (let i = 0; i < orders; i++) {
    const day = new Date(now.getTime() - Math.floor(next() * DAYS) * DAY_MS).toISOString().slice(0, 10);
    const zone = ZONES[Math.floor(next() * ZONES.length)]!;
    const coupon = next() < 0.2 ? COUPONS[Math.floor(next() * COUPONS.length)]! : null;
    const gross = 299 + Math.floor(next() * 4000);
    const vat = gross - Math.round(gross / 1.21);
    const counters: Partial<SalesCounters> = {
      started: 1,
      paid: 1,
      grossCents: gross,
      vatCents: vat,
      netCents: gross - vat,
      ...(next() < 0.97 ? { delivered: 1 } : { failed: 1 }),
      ...(next() < 0.02 && { refunds: 1, refundedCents: gross }),
    };
    add('day', day, counters);
    add('zone', day, counters, zone);
    if (coupon) add('coupon', day, counters, coupon);
  }
  return [...items.values()];
}

async function writeItems(runtime: LocalRuntime, items: Item[]): Promise<void> {
  const doc = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: runtime.dynamodbEndpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    }),
  );
  const table = runtime.tableNames.sales;
  for (let i = 0; i < items.length; i += 25) {
    let unprocessed: BatchWriteCommandInput['RequestItems'] = {
      [table]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    while (unprocessed && Object.keys(unprocessed).length > 0) {
      const answer: BatchWriteCommandOutput = await doc.send(
        new BatchWriteCommand({ RequestItems: unprocessed }),
      );
      unprocessed = answer.UnprocessedItems;
    }
  }
  doc.destroy();
}

async function adminToken(runtime: LocalRuntime): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: runtime.cognito.endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const answer = await cognito.send(
    new InitiateAuthCommand({
      ClientId: runtime.cognito.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: DEMO_ADMIN.email, PASSWORD: DEMO_ADMIN.password },
    }),
  );
  cognito.destroy();
  const token = answer.AuthenticationResult?.IdToken;
  if (!token) throw new Error('The demo admin could not sign in');
  return token;
}

/** `requests` timed requests of one period, one after another, after three to warm up. */
async function timeRequests(url: string, token: string, requests: number): Promise<number[]> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) times.push(await once());
  return times;
}

export async function salesSection(input: {
  runtime: LocalRuntime;
  orders: number;
  requests: number;
  log: (line: string) => void;
}): Promise<Row[]> {
  const { runtime, orders, requests, log } = input;
  const items = salesItems(orders, new Date());
  log(`  ${orders.toLocaleString('en-GB')} orders' aggregates: ${items.length} counter items`);
  await writeItems(runtime, items);
  const token = await adminToken(runtime);
  const timed: Record<number, number[]> = {};
  for (const days of [90, 30, 7]) {
    timed[days] = await timeRequests(`${runtime.apiUrl}/api/admin/sales?days=${days}`, token, requests);
    log(`  ${days} days: p50 ${ms(percentile(timed[days], 50))}`);
  }
  const ninety = timed[90]!;
  return [
    {
      section: 'sales',
      what: `sales tab query at ${orders.toLocaleString('en-GB')} orders, 90 days`,
      measured: `p50 ${ms(percentile(ninety, 50))} · p95 ${ms(percentile(ninety, 95))}`,
      reference: `30 days p50 ${ms(percentile(timed[30]!, 50))}; 7 days ${ms(percentile(timed[7]!, 50))}; ${items.length} counter items, no scan`,
      value: percentile(ninety, 50),
      unit: 'ms',
      detail: {
        p95: percentile(ninety, 95),
        p50_30days: percentile(timed[30]!, 50),
        p50_7days: percentile(timed[7]!, 50),
        counterItems: items.length,
      },
    },
  ];
}
