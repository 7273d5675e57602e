import type { CheckoutResponse } from '../../../shared/api/checkout.schema';
import type { OrderView } from '../../../shared/api/orders.schema';
import { DEMO_COUPONS } from '../../../infra/data/seed';
import { useLocalRuntime } from '../../support/local-runtime';

const FREE_COUPON = DEMO_COUPONS.find(
  (c) => c.discount_type === 'free' && c.status === 'active' && !c.valid_until,
)!;

/**
 * The provider's allocation callback through the local runtime over real HTTP: the simulator calls
 * the address the allocation request named, as a provider would. Its allocation takes 0.5 s and the
 * first check waits the typical 2 s, so the callback has recorded the ICCID by the time of the check.
 */
describe('the allocation callback, from the simulator to the order', () => {
  const shop = useLocalRuntime('allocation-callback', {
    ESIM_SIM_ALLOCATION_DELAY_MS: '500',
    PIPELINE_ALLOCATION_DELAY_SECONDS: '2',
  });

  const simulator = () => shop().simulator!;
  const post = (url: string, body: unknown) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function deliveredOrder(email: string): Promise<OrderView> {
    const response = await fetch(`${shop().apiUrl}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        bundleId: '01032_3',
        name: 'Cora Callback',
        email,
        couponCode: FREE_COUPON.code,
        acceptTerms: true,
      }),
    });
    expect(response.status).toBe(200);
    const { orderReference } = (await response.json()) as CheckoutResponse;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const view = (await (
        await fetch(`${shop().apiUrl}/api/orders/${encodeURIComponent(orderReference)}`)
      ).json()) as OrderView;
      if (view.status !== 'started' || Date.now() > deadline) return view;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** The callback address the order's allocation request named (the simulator keeps it). */
  const callbackUrl = (reference: string) =>
    new URL(simulator().state.data.profiles[reference]!.callbackUrl!);

  it('records the ICCID the moment it exists: the check finds it without asking the provider', async () => {
    const view = await deliveredOrder('cora.first@example.com');
    expect(view).toMatchObject({ status: 'completed', delivered: true });
    const profile = simulator().state.data.profiles[view.reference]!;
    expect(view.esim).toMatchObject({ iccid: profile.iccid, activationCode: profile.activationCode });
    expect(simulator().state.counters.callbacks[view.reference]).toEqual([200]);
    // The allocation request's own look (never allocate twice) is the only get-iccid call.
    expect(simulator().state.counters.iccidPolls[view.reference]).toBe(1);
    expect(callbackUrl(view.reference).pathname).toBe(
      `/api/esim/allocations/${encodeURIComponent(view.reference)}`,
    );
  });

  it('refuses forged, replayed, unknown and malformed callbacks, and repeats change nothing', async () => {
    const first = await deliveredOrder('cora.second@example.com');
    const other = await deliveredOrder('cora.third@example.com');
    const url = callbackUrl(first.reference);
    const token = url.searchParams.get('token')!;
    const body = { idValue: first.esim!.iccid, customReference: first.reference };
    const at = (reference: string, withToken: string) =>
      `${shop().apiUrl}/api/esim/allocations/${encodeURIComponent(reference)}?token=${withToken}`;

    const answers = {
      repeat: await post(url.href, body),
      forged: await post(at(first.reference, `${token.slice(0, -4)}AAAA`), body),
      replayedForAnotherOrder: await post(at(other.reference, token), body),
      unknownOrder: await post(at(`${first.reference}-nope`, token), body),
      badBody: await post(url.href, { idValue: 'twelve' }),
      anotherIccid: await post(url.href, { idValue: '8944999999999999999' }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([what, r]) => [what, r.status]))).toEqual({
      repeat: 200,
      forged: 404,
      replayedForAnotherOrder: 404,
      unknownOrder: 404,
      badBody: 400,
      anotherIccid: 409,
    });
    expect(await answers.repeat.json()).toEqual({ recorded: false });

    // Nothing was written: each order keeps its own eSIM.
    for (const order of [first, other]) {
      const now = (await (
        await fetch(`${shop().apiUrl}/api/orders/${encodeURIComponent(order.reference)}`)
      ).json()) as OrderView;
      expect(now.esim).toEqual(order.esim);
    }
  });

  it('a callback after the check found the ICCID itself (no callback came in time) changes nothing', async () => {
    simulator().setFaults({ callbacksOff: true });
    try {
      const view = await deliveredOrder('cora.late@example.com');
      expect(view).toMatchObject({ status: 'completed', delivered: true });
      expect(simulator().state.counters.callbacks[view.reference]).toBeUndefined();
      const late = await post(callbackUrl(view.reference).href, { idValue: view.esim!.iccid });
      expect(late.status).toBe(200);
      expect(await late.json()).toEqual({ recorded: false });
    } finally {
      simulator().setFaults({});
    }
  });
});
