import type { IncomingMessage, ServerResponse } from 'node:http';
import { SAMPLE_ICCID } from '../../../shared/api/provider-endpoints';
import { readBody as readText, sendJson, startHttpServer } from '../http-server';
import { createSimulatorContext } from './context';
import { dispatch } from './dispatcher';
import type { EsimSimulatorFaults } from './faults';
import { HttpProblem } from './reply';
import {
  loadData,
  SAMPLE_REFERENCE,
  sampleProfileRepaired,
  type SimulatorCounters,
  type SimulatorData,
} from './simulator-state';

export type { EsimSimulatorFaults } from './faults';

export interface EsimSimulatorOptions {
  port?: number;
  /** Time from an allocation request until its ICCID can be fetched. */
  allocationDelayMs?: number;
  /** Time from allocation until the simulated traveller starts using data (the eSIM turns Active). */
  activationDelayMs?: number;
  faults?: EsimSimulatorFaults;
  clientId?: string;
  clientSecret?: string;
  tokenLifetimeSeconds?: number;
  /** Keep profiles across restarts in this JSON file. */
  stateFile?: string;
  random?: () => number;
}

export interface EsimSimulator {
  url: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
  setFaults(faults: EsimSimulatorFaults): void;
  state: { data: SimulatorData; counters: SimulatorCounters };
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readText(req);
  if (!raw) return {};
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    throw new HttpProblem(400, 'Body is not valid JSON');
  }
}

/**
 * Starts a simulated eSIM provider on 127.0.0.1 that speaks the provider paths the shop calls
 * (SPEC section 7): OAuth-style client-credentials token, asynchronous consumer-profile allocation
 * (posted to the webhook its request names once ready), get-iccid polling, profile codes and QR
 * PNGs, bundle status with simulated usage, top-ups, SIM list and the console endpoints. Every call except the token needs `Authorization: Bearer <token>`.
 * The paths and their handlers are the route table in dispatcher.ts; this file is the HTTP shell.
 */
export async function startEsimSimulator(options: EsimSimulatorOptions = {}): Promise<EsimSimulator> {
  const {
    allocationDelayMs = 2000,
    activationDelayMs = 60_000,
    clientId = 'local-client',
    clientSecret = 'local-secret',
    tokenLifetimeSeconds = 3600,
    stateFile,
    random = Math.random,
  } = options;
  const data = loadData(stateFile);
  data.profiles[SAMPLE_REFERENCE] = sampleProfileRepaired(
    data.profiles[SAMPLE_REFERENCE],
    SAMPLE_ICCID,
    Date.now(),
  );
  const ctx = createSimulatorContext(
    { allocationDelayMs, activationDelayMs, clientId, clientSecret, tokenLifetimeSeconds, stateFile, random },
    data,
    structuredClone(options.faults ?? {}),
  );

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    ctx.counters.requests += 1;
    const reply = await dispatch(ctx, {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', 'http://simulator'),
      headers: req.headers,
      readBody: () => readBody(req),
    });
    if (Buffer.isBuffer(reply.body)) {
      res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/octet-stream' });
      res.end(reply.body);
    } else {
      sendJson(res, reply.status, reply.body);
    }
  };

  const server = await startHttpServer(handle, { port: options.port });
  return {
    url: server.url,
    clientId,
    clientSecret,
    state: { data, counters: ctx.counters },
    setFaults: (next) => {
      ctx.faults = structuredClone(next);
    },
    stop: async () => {
      for (const timer of ctx.callbackTimers.values()) clearTimeout(timer);
      await server.stop();
    },
  };
}
