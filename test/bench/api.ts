/**
 * Requests per second and latency of the key API routes on the local runtime (the real handlers
 * behind the local API Gateway, DynamoDB Local), at 50 and 200 requests per second and at
 * saturation, beside a bare node:http server answering a fixed JSON body in the same process.
 */
import { createServer } from 'node:http';
import { Worker } from 'node:worker_threads';
import { freePort } from '../../infra/local/free-port';
import type { LoadPlan, LoadResult } from './load-worker';
import { ms, percentile, type Row } from './report';

const RATES = [50, 200] as const;
const SATURATION_CONNECTIONS = 32;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** The worker is TypeScript: its thread registers tsx before importing it. */
const WORKER_BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
  new URL('./load-worker.ts', import.meta.url).href,
)}); });`;

function load(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOT, { eval: true, workerData: plan });
    worker.once('message', (message: { result?: LoadResult; error?: string }) => {
      void worker.terminate();
      if (message.result) resolve(message.result);
      else reject(new Error(message.error ?? 'The load worker failed'));
    });
    worker.once('error', reject);
  });
}

const latencies = (result: LoadResult) =>
  `p50 ${ms(percentile(result.latenciesMs, 50))} · p95 ${ms(percentile(result.latenciesMs, 95))} · p99 ${ms(percentile(result.latenciesMs, 99))}`;
const errorsNote = (result: LoadResult) =>
  result.errors > 0
    ? ` · ${result.errors} not 2xx (${Object.entries(result.statuses)
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, count]) => `${status}×${count}`)
        .join(', ')})`
    : '';

/** A bare node:http server: the floor of any answer on this machine. */
async function startFloorServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const body = JSON.stringify({ ok: true });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function apiSection(options: {
  apiUrl: string;
  orderReference: string;
  durationMs: number;
  log: (line: string) => void;
}): Promise<Row[]> {
  const targets: Target[] = [
    { name: 'catalogue', method: 'GET', path: '/api/catalogue' },
    { name: 'brand', method: 'GET', path: '/api/brand' },
    { name: 'order view', method: 'GET', path: `/api/orders/${encodeURIComponent(options.orderReference)}` },
    {
      name: 'coupon check',
      method: 'POST',
      path: '/api/coupons/validate',
      body: { code: 'WELCOME10', bundleId: '01032_3' },
    },
  ];
  const rows: Row[] = [];
  const floor = await startFloorServer();
  let floorResult: LoadResult;
  try {
    floorResult = await load({
      url: floor.url,
      method: 'GET',
      rate: null,
      connections: SATURATION_CONNECTIONS,
      durationMs: options.durationMs,
    });
  } finally {
    await floor.stop();
  }
  const floorNote = `floor (bare node:http) ${Math.round(floorResult.throughput)} req/s, ${latencies(floorResult)}`;

  for (const target of targets) {
    const base: Omit<LoadPlan, 'rate' | 'connections'> = {
      url: `${options.apiUrl}${target.path}`,
      method: target.method,
      durationMs: options.durationMs,
      ...(target.body !== undefined && { body: JSON.stringify(target.body) }),
    };
    // One short warm-up so the first requests' imports and connections do not count.
    await load({ ...base, rate: 20, connections: 8, durationMs: 1000 });
    for (const rate of RATES) {
      const result = await load({ ...base, rate, connections: 256 });
      options.log(`  ${target.name} at ${rate} req/s: ${latencies(result)}${errorsNote(result)}`);
      rows.push({
        section: 'api',
        what: `${target.name} (${target.method} ${target.path.replace(options.orderReference, '{ref}')}) at ${rate} req/s`,
        measured: `${latencies(result)}${errorsNote(result)}`,
        reference: `${Math.round(result.throughput)} req/s answered 2xx`,
        value: percentile(result.latenciesMs, 99),
        unit: 'ms p99',
      });
    }
    const saturated = await load({ ...base, rate: null, connections: SATURATION_CONNECTIONS });
    options.log(`  ${target.name} saturated: ${Math.round(saturated.throughput)} req/s`);
    rows.push({
      section: 'api',
      what: `${target.name} at saturation (${SATURATION_CONNECTIONS} connections)`,
      measured: `${Math.round(saturated.throughput)} req/s · ${latencies(saturated)}${errorsNote(saturated)}`,
      reference: floorNote,
      value: saturated.throughput,
      unit: 'req/s',
    });
  }
  return rows;
}
