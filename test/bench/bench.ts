/**
 * `npm run bench`: the shop's performance figures, each beside its reference measured in the same
 * run and the goal of the performance issue. A figure, not a test: CI runs none of it.
 *
 *   npm run bench                                # every section
 *   npm run bench -- --only=js,lambda            # js, lighthouse, api, lambda, fulfilment, sales
 *   npm run bench -- --orders=20 --runs=1 --api-seconds=5 --imports=3 --sales-orders=10000
 *
 * Progress goes to stderr, the table to stdout, every row to test-results/bench.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_COUPONS } from '../../infra/data/seed';
import { parseRuntimeConfig, PORT_ENV_VARS, type RuntimeConfig } from '../../infra/local/runtime/config';
import type { LocalRuntime } from '../../infra/local/runtime/start-runtime';
import type { CheckoutResponse } from '../../shared/api/checkout.schema';
import type { OrderView } from '../../shared/api/orders.schema';
import { formatTable, kb, numberOption, selectedSections, type Row, type Section } from './report';
import { buildFloor, buildShop, initialChunks, REPO_ROOT, weigh, type BuiltSite } from './web-build';

const JS_BUDGET_BYTES = 150 * 1024;
const log = (line: string) => process.stderr.write(`${line}\n`);

/**
 * The runtime's settings for a measurement: the shop's defaults (the simulator's allocation delay,
 * the pipeline's poll interval, unless the shell sets those knobs), every port free, a throw-away
 * data folder, and always the local Stripe stand-in and eSIM simulator.
 */
function benchConfig(dataDir: string): RuntimeConfig {
  const env: NodeJS.ProcessEnv = {};
  for (const name of [
    'ESIM_SIM_ALLOCATION_DELAY_MS',
    'ESIM_SIM_ERROR_RATE',
    'ESIM_SIM_LATENCY_MS',
    'PIPELINE_ALLOCATION_DELAY_SECONDS',
    'PIPELINE_POLL_INTERVAL_SECONDS',
  ]) {
    if (process.env[name] !== undefined) env[name] = process.env[name];
  }
  for (const name of Object.values(PORT_ENV_VARS)) env[name] = '0';
  return parseRuntimeConfig({ ...env, DATA_DIR: dataDir });
}

async function jsSection(shop: BuiltSite, floor: BuiltSite): Promise<Row[]> {
  const initial = await weigh(shop.dist, initialChunks(shop.manifest));
  const bare = await weigh(floor.dist, initialChunks(floor.manifest));
  for (const file of initial.files) log(`  initial: ${file}`);
  return [
    {
      section: 'js',
      what: 'initial JS for /, gzip',
      measured: `${kb(initial.gzip)} (${initial.files.length} files)`,
      reference: `goal ≤ ${kb(JS_BUDGET_BYTES)}; floor (bare React) ${kb(bare.gzip)}`,
      ok: initial.gzip <= JS_BUDGET_BYTES,
      value: initial.gzip,
      unit: 'bytes',
    },
    {
      section: 'js',
      what: 'initial JS for /, brotli',
      measured: kb(initial.brotli),
      reference: `floor ${kb(bare.brotli)}`,
      value: initial.brotli,
      unit: 'bytes',
    },
    {
      section: 'js',
      what: 'initial JS for /, raw',
      measured: kb(initial.raw),
      reference: `floor ${kb(bare.raw)}`,
      value: initial.raw,
      unit: 'bytes',
    },
  ];
}

/** A delivered free order, for the order-view load. */
async function freeOrder(apiUrl: string): Promise<string> {
  const coupon = DEMO_COUPONS.find(
    (c) => c.discount_type === 'free' && c.status === 'active' && !c.valid_until,
  );
  if (!coupon) throw new Error('The demo data has no active free coupon');
  const response = await fetch(`${apiUrl}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      bundleId: '01032_3',
      name: 'Bench Viewer',
      email: 'bench.viewer@example.com',
      couponCode: coupon.code,
      acceptTerms: true,
    }),
  });
  if (!response.ok) throw new Error(`Free checkout answered ${response.status}`);
  const { orderReference } = (await response.json()) as CheckoutResponse;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const view = (await (
      await fetch(`${apiUrl}/api/orders/${encodeURIComponent(orderReference)}`)
    ).json()) as OrderView;
    if (view.status !== 'started') return orderReference;
    await new Promise((r) => setTimeout(r, 200));
  }
  return orderReference;
}

async function main(): Promise<void> {
  // The SDK's notice that its 2027 releases need Node 22 would bury the progress lines.
  process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
  const argv = process.argv.slice(2);
  const sections = selectedSections(argv);
  const has = (section: Section) => sections.includes(section);
  const options = {
    orders: numberOption(argv, 'orders', 20),
    runs: numberOption(argv, 'runs', 1),
    apiSeconds: numberOption(argv, 'api-seconds', 5),
    imports: numberOption(argv, 'imports', 3),
    salesOrders: numberOption(argv, 'sales-orders', 10_000),
  };
  const rows: Row[] = [];
  const startedAt = Date.now();
  // While measuring, whatever the shop prints (the functions' JSON logs) goes to stderr with the
  // progress lines: stdout carries the table only.
  const stdoutWrite = process.stdout.write;
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;

  let runtime: LocalRuntime | null = null;
  let dataDir: string | null = null;
  let config: RuntimeConfig | null = null;
  try {
    if (has('lighthouse') || has('api') || has('fulfilment') || has('sales')) {
      dataDir = mkdtempSync(join(tmpdir(), 'bench-runtime-'));
      config = benchConfig(dataDir);
      log('Starting the local runtime…');
      const { startRuntime } = await import('../../infra/local/runtime/start-runtime');
      // Tables in memory: a write costs about what it costs on DynamoDB, not a disk sync of the stand-in.
      runtime = await startRuntime(config, { spa: false, log: () => undefined, tablesInMemory: true });
      // The build reads these as `npm run preview` does, so the SPA talks to this runtime's user pool.
      Object.assign(process.env, {
        VITE_COGNITO_USER_POOL_ID: runtime.cognito.userPoolId,
        VITE_COGNITO_CLIENT_ID: runtime.cognito.clientId,
        VITE_COGNITO_ENDPOINT: runtime.cognito.endpoint,
      });
    }

    let shop: BuiltSite | null = null;
    let floor: BuiltSite | null = null;
    if (has('js') || has('lighthouse')) {
      log('Building the SPA and the bare-React floor…');
      shop = await buildShop(runtime ? `${runtime.apiUrl}/api/brand` : undefined);
      floor = await buildFloor();
    }
    if (has('js') && shop && floor) {
      log('js: initial JavaScript of /');
      rows.push(...(await jsSection(shop, floor)));
    }
    if (has('lighthouse') && shop && floor && runtime) {
      log('lighthouse: mobile and desktop, key routes and the floor');
      const { lighthouseSection } = await import('./lighthouse');
      rows.push(
        ...(await lighthouseSection({ shop, floor, apiUrl: runtime.apiUrl, runs: options.runs, log })),
      );
    }
    if (floor) rmSync(floor.dist, { recursive: true, force: true });
    if (has('api') && runtime) {
      log('api: load on the key routes');
      const { apiSection } = await import('./api');
      const orderReference = await freeOrder(runtime.apiUrl);
      rows.push(
        ...(await apiSection({
          apiUrl: runtime.apiUrl,
          orderReference,
          durationMs: options.apiSeconds * 1000,
          log,
        })),
      );
    }
    if (has('lambda')) {
      log('lambda: every function bundled as the stack bundles it');
      const { lambdaSection } = await import('./lambda');
      rows.push(...(await lambdaSection({ imports: options.imports, log })));
    }
    if (has('fulfilment') && runtime && config) {
      log(`fulfilment: ${options.orders} paid orders`);
      const { fulfilmentSection } = await import('./fulfilment');
      rows.push(
        ...(await fulfilmentSection({
          apiUrl: runtime.apiUrl,
          orders: options.orders,
          allocationDelayMs: config.simulator.allocationDelayMs,
          schedule: config.pipeline,
          log,
        })),
      );
    }
    if (has('sales') && runtime) {
      log(`sales: the Sales tab's query at ${options.salesOrders} orders`);
      const { salesSection } = await import('./sales');
      rows.push(...(await salesSection({ runtime, orders: options.salesOrders, requests: 30, log })));
    }
  } finally {
    await runtime?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.stdout.write = stdoutWrite;
  }

  const table = formatTable(rows);
  console.log(table);
  const resultsDir = join(REPO_ROOT, 'test-results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'bench.json'),
    `${JSON.stringify(
      {
        measuredAt: new Date(startedAt).toISOString(),
        durationSeconds: Math.round((Date.now() - startedAt) / 1000),
        machine: { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model },
        sections,
        options,
        rows,
      },
      null,
      2,
    )}\n`,
  );
  log(`Written to test-results/bench.json (${Math.round((Date.now() - startedAt) / 1000)} s).`);
}

main().then(
  // Lighthouse and the SDK leave sockets and timers behind; the figures are written.
  () => process.exit(0),
  (error: unknown) => {
    console.error('The bench failed:', error);
    process.exit(1);
  },
);
