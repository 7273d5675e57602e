/**
 * Fulfilment overhead on the local runtime: paid orders one after another, each timed from the
 * moment Pay is pressed on the Stripe stand-in (it posts the signed webhook) to the end of its
 * state machine execution (the eSIM delivered), minus the simulator's allocation delay, which no
 * pipeline can beat. The execution history (GetExecutionHistory) gives the state transitions.
 */
import {
  DescribeExecutionCommand,
  GetExecutionHistoryCommand,
  ListExecutionsCommand,
  SFNClient,
  type HistoryEvent,
} from '@aws-sdk/client-sfn';
import { localStateMachineArn } from '../../infra/local/step-functions-server';
import type { CheckoutResponse } from '../../shared/api/checkout.schema';
import type { OrderView } from '../../shared/api/orders.schema';
import { loopbackAddress, requestFrom } from '../support/loopback-client';
import { median, ms, percentile, type Row } from './report';

const GOALS = { overheadMedianMs: 300, transitions: 20 };
const BUNDLE_ID = '01032_3';

interface OrderRun {
  overheadMs: number;
  transitions: number;
  iccidChecks: number;
  /** Time spent inside Task states (the steps' own work, the ICCID checks included). */
  stepWorkMs: number;
  /** Time spent in Wait states (for the allocation, and between ICCID checks). */
  waitingMs: number;
  /** Time inside each state, by state name, added up over its visits. */
  byState: Record<string, number>;
}

const sleep = (millis: number) => new Promise((r) => setTimeout(r, millis));

/** A JSON POST from the client at `from` (a loopback address of its own). */
async function postJson<T>(url: string, body: unknown, from: string): Promise<T> {
  const response = await requestFrom(from, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status < 200 || response.status >= 300)
    throw new Error(`POST ${url}: ${response.status} ${response.text}`);
  return JSON.parse(response.text) as T;
}

async function history(sfn: SFNClient, executionArn: string): Promise<HistoryEvent[]> {
  const events: HistoryEvent[] = [];
  let nextToken: string | undefined;
  do {
    const page = await sfn.send(new GetExecutionHistoryCommand({ executionArn, nextToken }));
    events.push(...(page.events ?? []));
    nextToken = page.nextToken;
  } while (nextToken);
  return events;
}

/** Time inside each state (entered to exited, added up over its visits), and per kind of state. */
function timeInStates(events: HistoryEvent[]): {
  byState: Record<string, number>;
  byKind: Record<string, number>;
} {
  const byState: Record<string, number> = {};
  const byKind: Record<string, number> = {};
  let entered: { name: string; kind: string; at: number } | null = null;
  for (const event of events) {
    const at = event.timestamp?.getTime() ?? 0;
    const type = event.type ?? '';
    if (type.endsWith('StateEntered')) {
      entered = {
        name: event.stateEnteredEventDetails?.name ?? '?',
        kind: type.slice(0, -'StateEntered'.length),
        at,
      };
    } else if (type.endsWith('StateExited') && entered) {
      byState[entered.name] = (byState[entered.name] ?? 0) + (at - entered.at);
      byKind[entered.kind] = (byKind[entered.kind] ?? 0) + (at - entered.at);
      entered = null;
    }
  }
  return { byState, byKind };
}

async function oneOrder(
  index: number,
  options: { apiUrl: string; sfn: SFNClient; allocationDelayMs: number },
): Promise<OrderRun> {
  // Each traveller buys and looks at the order from their own loopback address, so
  // the per-client limits, meant for one visitor (and spent by the api section's load), do not stop a run.
  const traveller = loopbackAddress(index);
  const checkout = await postJson<CheckoutResponse>(
    `${options.apiUrl}/api/checkout`,
    {
      bundleId: BUNDLE_ID,
      name: `Bench Traveller ${index}`,
      email: `bench.traveller.${index}.${Date.now()}@example.com`,
      acceptTerms: true,
    },
    traveller,
  );
  if (checkout.free) throw new Error('The bench order came out free; it needs a paid one');
  const known = new Set(
    (
      await options.sfn.send(new ListExecutionsCommand({ stateMachineArn: localStateMachineArn() }))
    ).executions?.map((e) => e.executionArn),
  );
  const paidAt = Date.now();
  const paid = await fetch(`${checkout.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  if (paid.status >= 400) throw new Error(`Pay on the stand-in answered ${paid.status}`);

  let executionArn: string | undefined;
  const deadline = Date.now() + 180_000;
  while (!executionArn) {
    if (Date.now() > deadline) throw new Error(`No execution started for ${checkout.orderReference}`);
    const { executions = [] } = await options.sfn.send(
      new ListExecutionsCommand({ stateMachineArn: localStateMachineArn() }),
    );
    executionArn = executions.find((e) => !known.has(e.executionArn))?.executionArn;
    if (!executionArn) await sleep(10);
  }
  for (;;) {
    const { status } = await options.sfn.send(new DescribeExecutionCommand({ executionArn }));
    if (status !== 'RUNNING') {
      if (status !== 'SUCCEEDED') throw new Error(`Order ${checkout.orderReference} ended ${status}`);
      break;
    }
    if (Date.now() > deadline) throw new Error(`Order ${checkout.orderReference} still running`);
    await sleep(10);
  }
  const events = await history(options.sfn, executionArn);
  const succeeded = events.find((e) => e.type === 'ExecutionSucceeded')?.timestamp?.getTime();
  if (succeeded === undefined) throw new Error('The execution history has no ExecutionSucceeded');
  const order = JSON.parse(
    (
      await requestFrom(
        traveller,
        `${options.apiUrl}/api/orders/${encodeURIComponent(checkout.orderReference)}`,
      )
    ).text,
  ) as OrderView;
  if (order.status !== 'completed' || !order.esim?.iccid)
    throw new Error(`Order ${checkout.orderReference} is ${order.status}, not delivered`);
  const entered = events.filter((e) => e.type?.endsWith('StateEntered'));
  const { byState, byKind } = timeInStates(events);
  return {
    overheadMs: succeeded - paidAt - options.allocationDelayMs,
    transitions: entered.length,
    iccidChecks: entered.filter((e) => e.stateEnteredEventDetails?.name === 'PollForIccid').length,
    stepWorkMs: byKind['Task'] ?? 0,
    waitingMs: byKind['Wait'] ?? 0,
    byState,
  };
}

export async function fulfilmentSection(options: {
  apiUrl: string;
  orders: number;
  allocationDelayMs: number;
  schedule: { allocationDelaySeconds: number; pollIntervalSeconds: number };
  log: (line: string) => void;
}): Promise<Row[]> {
  const sfn = new SFNClient({});
  const runs: OrderRun[] = [];
  try {
    // One order first, not counted: it builds the functions' clients and connections, as a cold start would.
    await oneOrder(0, { ...options, sfn });
    for (let i = 1; i <= options.orders; i += 1) {
      const run = await oneOrder(i, { ...options, sfn });
      options.log(
        `  order ${i}: overhead ${ms(run.overheadMs)}, ${run.transitions} transitions, ${run.iccidChecks} ICCID checks`,
      );
      runs.push(run);
    }
  } finally {
    sfn.destroy();
  }
  const stateNames = [...new Set(runs.flatMap((r) => Object.keys(r.byState)))];
  const byState = Object.fromEntries(
    stateNames.map((name) => [name, median(runs.map((r) => r.byState[name] ?? 0))]),
  );
  options.log(
    `  time in each state, median: ${Object.entries(byState)
      .map(([name, millis]) => `${name} ${ms(millis)}`)
      .join(', ')}`,
  );
  const overheads = runs.map((r) => r.overheadMs);
  const transitions = runs.map((r) => r.transitions);
  const settings = `simulator allocation ${ms(options.allocationDelayMs)}, first ICCID check after ${options.schedule.allocationDelaySeconds} s, then every ${options.schedule.pollIntervalSeconds} s, ${runs.length} paid orders`;
  return [
    {
      section: 'fulfilment',
      what: 'overhead, median (webhook → delivered − allocation)',
      measured: ms(median(overheads)),
      reference: `goal ≤ ${ms(GOALS.overheadMedianMs)}; ${settings}`,
      ok: median(overheads) <= GOALS.overheadMedianMs,
      value: median(overheads),
      unit: 'ms',
    },
    {
      section: 'fulfilment',
      what: 'overhead, p95',
      measured: ms(percentile(overheads, 95)),
      reference: `min ${ms(Math.min(...overheads))}, max ${ms(Math.max(...overheads))}`,
      value: percentile(overheads, 95),
      unit: 'ms',
    },
    {
      section: 'fulfilment',
      what: 'step work alone, median (time inside Task states)',
      measured: ms(median(runs.map((r) => r.stepWorkMs))),
      reference: 'the floor the overhead can approach',
      value: median(runs.map((r) => r.stepWorkMs)),
      unit: 'ms',
      detail: byState,
    },
    {
      section: 'fulfilment',
      what: 'waiting for the ICCID, median (Wait states)',
      measured: ms(median(runs.map((r) => r.waitingMs))),
      reference: 'what the poll schedule adds',
      value: median(runs.map((r) => r.waitingMs)),
      unit: 'ms',
    },
    {
      section: 'fulfilment',
      what: 'state transitions per order, max',
      measured: String(Math.max(...transitions)),
      reference: `goal ≤ ${GOALS.transitions}; median ${median(transitions)}, ICCID checks median ${median(runs.map((r) => r.iccidChecks))}`,
      ok: Math.max(...transitions) <= GOALS.transitions,
      value: Math.max(...transitions),
      unit: 'transitions',
    },
  ];
}
