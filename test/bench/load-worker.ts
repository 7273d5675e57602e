/**
 * Sends HTTP requests from its own thread, so the load does not share the API's event loop.
 * Open loop at a fixed rate (each latency counted from the moment its request was due, so a slow
 * answer does not hide the queue behind it), or closed loop with a number of connections (saturation).
 * Bounded in count and time; loopback only.
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { loopbackAddress } from '../support/loopback-client';

export interface LoadPlan {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** Requests per second (open loop), or null for a closed loop with `connections`. */
  rate: number | null;
  connections: number;
  durationMs: number;
}

export interface LoadResult {
  /** Answers per second over the run. */
  throughput: number;
  latenciesMs: number[];
  sent: number;
  /** Answers that were not 2xx, and requests that failed or timed out. */
  errors: number;
  statuses: Record<string, number>;
}

const TIMEOUT_MS = 10_000;

/**
 * Visitors the load cycles through: a shop at these rates serves many visitors, so the load measures
 * the API and not one visitor's rate limits. Each is a loopback address of its own (the API counts
 * the socket's address), with its own kept-alive connections.
 */
const VISITORS = 2048;

async function run(plan: LoadPlan): Promise<LoadResult> {
  const target = new URL(plan.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname))
    throw new Error(`Load goes to this machine only, not ${target.hostname}`);
  // Visitors of their own need IPv4 loopback (127.0.0.0/8 all reaches 127.0.0.1 on Linux).
  const visitors = target.hostname === '127.0.0.1';
  const agent = new Agent({ keepAlive: true, maxSockets: plan.connections });
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let sent = 0;

  const once = (dueAt: number) =>
    new Promise<void>((resolve) => {
      sent += 1;
      const done = (status: string) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (!status.startsWith('2')) errors += 1;
        latenciesMs.push(performance.now() - dueAt);
        resolve();
      };
      const req = request(
        target,
        {
          agent,
          method: plan.method,
          headers: { ...(plan.body && { 'content-type': 'application/json' }) },
          ...(visitors && { localAddress: loopbackAddress(sent % VISITORS) }),
          timeout: TIMEOUT_MS,
        },
        (res) => {
          res.resume();
          res.on('end', () => done(String(res.statusCode)));
          res.on('error', () => done('error'));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) => done(error.message === 'timeout' ? 'timeout' : 'error'));
      req.end(plan.body);
    });

  const started = performance.now();
  const endAt = started + plan.durationMs;
  const inFlight: Promise<void>[] = [];
  if (plan.rate !== null) {
    const interval = 1000 / plan.rate;
    for (let i = 0; ; i += 1) {
      const dueAt = started + i * interval;
      if (dueAt >= endAt) break;
      const wait = dueAt - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      inFlight.push(once(dueAt));
    }
  } else {
    const loop = async () => {
      while (performance.now() < endAt) await once(performance.now());
    };
    for (let i = 0; i < plan.connections; i += 1) inFlight.push(loop());
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  return { throughput: (sent - errors) / elapsedS, latenciesMs, sent, errors, statuses };
}

if (parentPort) {
  const port = parentPort;
  run(workerData as LoadPlan).then(
    (result) => port.postMessage({ result }),
    (error: unknown) => port.postMessage({ error: String(error) }),
  );
}
