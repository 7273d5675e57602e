import type { CheckoutResponse } from '../../../shared/api/checkout.schema';
import type { OrderView } from '../../../shared/api/orders.schema';
import {
  acceptedMail,
  allocationRequests,
  restartableRuntime,
  type RuntimeChild,
} from '../../support/runtime-child';

/**
 * A paid order whose runtime is killed in the middle of fulfilment completes after a restart with
 * nobody clicking anything: the sweeper finds it stalled, learns that its execution is gone, and
 * resumes it at the recorded step; one eSIM, one e-mail.
 */
describe('a runtime killed mid-pipeline', () => {
  const shop = restartableRuntime('recovery-', {
    // Slow enough to kill the runtime while the pipeline waits for the ICCID.
    ESIM_SIM_ALLOCATION_DELAY_MS: '4000',
    PIPELINE_POLL_INTERVAL_SECONDS: '1',
    ORDER_STALL_MINUTES: '0.05',
    ORDER_SWEEP_INTERVAL_SECONDS: '1',
  });
  let runtime: RuntimeChild | null = null;

  const order = async (reference: string): Promise<OrderView> => {
    const answer = await fetch(`${runtime!.info.apiUrl}/api/orders/${encodeURIComponent(reference)}`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as OrderView;
  };
  async function waitFor(reference: string, done: (o: OrderView) => boolean, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const view = await order(reference);
      if (done(view) || Date.now() > deadline) return view;
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('completes after a restart without anyone pressing Retry', async () => {
    runtime = await shop.start();
    const email = 'killed.midway@example.com';
    const checkout = (await (
      await fetch(`${runtime.info.apiUrl}/api/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bundleId: '01032_3', name: 'Kim Killed', email, acceptTerms: true }),
      })
    ).json()) as CheckoutResponse;
    const paid = await fetch(`${checkout.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const reference = checkout.orderReference;

    const midway = await waitFor(reference, (o) => o.step === 'started_poll_for_iccid', 20_000);
    expect(midway).toMatchObject({ status: 'started', step: 'started_poll_for_iccid', paid: true });
    await runtime.kill();

    runtime = await shop.start();
    const settled = await waitFor(reference, (o) => o.status !== 'started', 60_000);
    expect(settled).toMatchObject({ status: 'completed', delivered: true });
    expect(settled.esim?.iccid).toMatch(/^\d{19,20}$/);
    expect(allocationRequests(shop.dataDir)[reference]).toBe(1);
    expect(acceptedMail(shop.dataDir).filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});
