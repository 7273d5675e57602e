/**
 * `npm run chaos`: a reliability figure, not a test. Buys N eSIMs (default 30) on the local runtime
 * while the eSIM simulator fails a share of its calls (ESIM_SIM_ERROR_RATE), every payment webhook
 * arrives several times over, and the runtime is killed outright (SIGKILL) and restarted twice while
 * orders are being fulfilled. Nobody presses Retry: the stalled-order sweeper must bring every paid
 * order home. Prints duplicates (second eSIM allocations, second e-mails), completed, errored and
 * stuck (paid, still started at the end).
 *
 *   npm run chaos                      # 30 orders
 *   npm run chaos -- 60                # 60 orders
 *   ESIM_SIM_ERROR_RATE=0.3 npm run chaos
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import type { CheckoutResponse } from '../../shared/api/checkout.schema';
import type { OrderView } from '../../shared/api/orders.schema';
import {
  acceptedMail,
  allocationRequests,
  startRuntimeChild,
  type RuntimeChild,
} from '../support/runtime-child';
import { loopbackAddress, requestFrom } from '../support/loopback-client';

const ORDERS = Number(process.argv[2] ?? process.env['CHAOS_ORDERS'] ?? 30);
const ERROR_RATE = process.env['ESIM_SIM_ERROR_RATE'] ?? '0.15';
const KILLS = 2;
/** Copies of each paid webhook: the same event again, and the async-success event for the same session. */
const DUPLICATES = 3;
const SETTLE_TIMEOUT_MS = Number(process.env['CHAOS_SETTLE_SECONDS'] ?? 240) * 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const say = (line: string) => console.log(`[${elapsed()}] ${line}`);

interface Placed {
  reference: string;
  email: string;
  paid: boolean;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'chaos-'));
  const env = {
    SHOP_PORT: '0',
    API_PORT: '0',
    DATA_DIR: dataDir,
    ESIM_SIM_ERROR_RATE: ERROR_RATE,
    ESIM_SIM_ALLOCATION_DELAY_MS: '1500',
    PIPELINE_POLL_INTERVAL_SECONDS: '1',
    ORDER_STALL_MINUTES: '0.1',
    ORDER_SWEEP_INTERVAL_SECONDS: '2',
  };
  say(`Starting the local runtime (data in ${dataDir})…`);
  let runtime: RuntimeChild = await startRuntimeChild(env);
  const secret = readFileSync(join(dataDir, 'stripe-webhook-secret'), 'utf8').trim();
  const signer = new Stripe('sk_test_chaos').webhooks;
  const placed: Placed[] = [];
  let webhookCalls = 0;
  let inFlightAtKills = 0;
  let resumed = 0;

  /** A JSON POST to the API, from the client at `from` (a loopback address of its own). */
  const post = (path: string, body: string, headers: Record<string, string> = {}, from = '127.0.0.1') =>
    requestFrom(from, `${runtime.info.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  /** The paid webhook again, as Stripe may deliver it: same event, and the async-success twin. */
  async function duplicateWebhooks(sessionId: string) {
    const session = (await (
      await fetch(`${runtime.info.stripeStandinUrl}/v1/checkout/sessions/${sessionId}`, {
        headers: { authorization: 'Bearer sk_test_chaos' },
      })
    ).json()) as Record<string, unknown>;
    const event = (id: string, type: string) =>
      JSON.stringify({ id, object: 'event', type, data: { object: session } });
    const copies = [
      event(`evt_dup_${sessionId}`, 'checkout.session.completed'),
      event(`evt_dup_${sessionId}`, 'checkout.session.completed'),
      event(`evt_async_${sessionId}`, 'checkout.session.async_payment_succeeded'),
    ].slice(0, DUPLICATES);
    webhookCalls += copies.length;
    await Promise.all(
      copies.map((payload) =>
        post('/api/payments/webhook', payload, {
          'stripe-signature': signer.generateTestHeaderString({ payload, secret }),
        }).catch(() => null),
      ),
    );
  }

  async function buyOne(index: number): Promise<void> {
    const email = `chaos-${index}-${Date.now()}@example.com`;
    const answer = await post(
      '/api/checkout',
      JSON.stringify({ bundleId: '01032_5', name: `Chaos ${index}`, email, acceptTerms: true }),
      {},
      // Each traveller buys from their own address, so more orders than one visitor's checkout limit run.
      loopbackAddress(index),
    );
    if (answer.status !== 200) throw new Error(`checkout answered ${answer.status}`);
    const checkout = JSON.parse(answer.text) as CheckoutResponse;
    const order: Placed = { reference: checkout.orderReference, email, paid: false };
    placed.push(order);
    const pay = await fetch(`${checkout.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    if (pay.status !== 303) throw new Error(`payment page answered ${pay.status}`);
    order.paid = true;
    await duplicateWebhooks(checkout.checkoutUrl.split('/pay/')[1]!);
  }

  // Orders in waves; after each wave but the last, the runtime dies while the pipelines run.
  const waves = KILLS + 1;
  let next = 0;
  for (let wave = 0; wave < waves; wave++) {
    const size = Math.ceil((ORDERS - next) / (waves - wave));
    const indexes = Array.from({ length: size }, (_, i) => next + i);
    next += size;
    say(
      `Wave ${wave + 1}: buying ${size} eSIMs (${indexes.length} checkouts, payments and duplicate webhooks)…`,
    );
    for (let i = 0; i < indexes.length; i += 5) {
      const results = await Promise.allSettled(indexes.slice(i, i + 5).map(buyOne));
      for (const r of results) if (r.status === 'rejected') say(`  a purchase failed: ${String(r.reason)}`);
    }
    if (wave < KILLS) {
      await sleep(1500 + Math.random() * 2000);
      const statuses = await Promise.all(
        placed.map(async (o) => {
          const answer = await fetch(`${runtime.info.apiUrl}/api/orders/${o.reference}`).catch(() => null);
          return answer?.status === 200 ? ((await answer.json()) as OrderView) : null;
        }),
      );
      const inFlight = statuses.filter((v) => v?.paid && v.status === 'started').length;
      inFlightAtKills += inFlight;
      say(`Killing the runtime (SIGKILL, pid ${runtime.pid}) with ${inFlight} paid orders in flight…`);
      resumed += runtime.logged('Resuming order fulfilment');
      await runtime.kill();
      runtime = await startRuntimeChild(env);
      say('Runtime restarted on the same data.');
    }
  }

  say(
    `Waiting for every paid order to settle (at most ${SETTLE_TIMEOUT_MS / 1000} s), nobody pressing Retry…`,
  );
  const views = new Map<string, OrderView>();
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    for (const order of placed) {
      const answer = await fetch(`${runtime.info.apiUrl}/api/orders/${order.reference}`).catch(() => null);
      if (answer?.status === 200) views.set(order.reference, (await answer.json()) as OrderView);
    }
    const open = placed.filter((o) => o.paid && views.get(o.reference)?.status === 'started');
    if (open.length === 0 || Date.now() > deadline) break;
    await sleep(2000);
  }

  resumed += runtime.logged('Resuming order fulfilment');
  const paid = placed.filter((o) => o.paid);
  const count = (status: string) => paid.filter((o) => views.get(o.reference)?.status === status).length;
  const allocations = allocationRequests(dataDir);
  const mail = acceptedMail(dataDir);
  const extraEsims = paid.reduce((n, o) => n + Math.max(0, (allocations[o.reference] ?? 0) - 1), 0);
  const mailsPer = (o: Placed) => mail.filter((m) => m.to.includes(o.email)).length;
  const extraMails = paid.reduce((n, o) => n + Math.max(0, mailsPer(o) - 1), 0);
  const completedWithoutMail = paid.filter(
    (o) => views.get(o.reference)?.status === 'completed' && mailsPer(o) === 0,
  ).length;

  console.log(`
Chaos run: ${ORDERS} orders, simulator error rate ${ERROR_RATE}, ${DUPLICATES} extra webhooks per payment (${webhookCalls} sent), ${KILLS} runtime kills; ${elapsed()}
  placed and paid  ${paid.length} of ${ORDERS}  (${inFlightAtKills} paid orders in flight at the kills, ${resumed} executions resumed by the sweeper)
  duplicates       ${extraEsims + extraMails}  (second eSIM allocations ${extraEsims}, second e-mails ${extraMails})
  completed        ${count('completed')}  (of which without an e-mail: ${completedWithoutMail})
  errored          ${count('error')}
  stuck            ${count('started')}  (paid, still started after the wait)
  other            ${paid.length - count('completed') - count('error') - count('started')}  (review or payment failed)
`);
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error('The chaos run could not finish:', error);
  process.exit(1);
});
