import type { CheckoutResponse } from '../../../shared/api/checkout.schema';
import type { EsimStatusResponse } from '../../../shared/api/esim.schema';
import type { OrderView } from '../../../shared/api/orders.schema';
import type { TopUpCheckoutResponse, TopUpOffersResponse } from '../../../shared/api/top-up.schema';
import { DEMO_COUPONS } from '../../../infra/data/seed';
import { useLocalRuntime } from '../../support/local-runtime';

const FREE_COUPON = DEMO_COUPONS.find(
  (c) => c.discount_type === 'free' && c.status === 'active' && !c.valid_until,
)!;

/**
 * A top-up bought over HTTP against the whole local shop: the eSIM simulator, the Stripe stand-in
 * with its signed webhooks, the state machine and the SES stand-in.
 */
describe('a top-up of a bought eSIM, through the whole local shop', () => {
  const shop = useLocalRuntime('runtime-topup', {
    ESIM_SIM_ALLOCATION_DELAY_MS: '300',
    PIPELINE_POLL_INTERVAL_SECONDS: '1',
  });

  const call = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${shop().apiUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.status, json: (await response.json()) as T };
  };

  async function settled(reference: string): Promise<OrderView> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { json } = await call<OrderView>('GET', `/api/orders/${encodeURIComponent(reference)}`);
      if (json.status !== 'started' || Date.now() > deadline) return json;
      await new Promise((r) => setTimeout(r, 400));
    }
  }

  async function mailTo(email: string, subject: string) {
    const store = (await (await fetch(`${shop().mailViewerUrl}store`)).json()) as {
      emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[];
    };
    return store.emails.filter(
      (m) => m.subject.endsWith(subject) && m.destination.to.some((to) => to.includes(email)),
    );
  }

  async function boughtEsim(email: string): Promise<string> {
    const { json: order } = await call<CheckoutResponse>('POST', '/api/checkout', {
      bundleId: '01032_3',
      name: 'Tom Topper',
      email,
      couponCode: FREE_COUPON.code,
      acceptTerms: true,
    });
    const view = await settled(order.orderReference);
    expect(view.status).toBe('completed');
    return view.esim!.iccid;
  }

  it('tops up once although the payment webhook arrives three times, and shows it on the order and in the history', async () => {
    const email = 'tom.topper@example.com';
    const iccid = await boughtEsim(email);

    const offers = await call<TopUpOffersResponse>('POST', '/api/top-ups/offers', { email, iccid });
    expect(offers.status).toBe(200);
    expect(offers.json.zone).toBe('Europe');
    expect(offers.json.offers.find((o) => o.bundleId === '01032_5')?.priceCents).toBe(277);

    const checkout = await call<TopUpCheckoutResponse>('POST', '/api/top-ups/checkout', {
      email,
      iccid,
      bundleId: '01032_5',
      acceptTerms: true,
      // A browser's figures are not part of the contract: the server prices the top-up.
      priceCents: 1,
      total: 0.01,
    });
    expect(checkout.status).toBe(200);
    expect(checkout.json).toMatchObject({ free: false, quote: { totalCents: 277 } });
    expect(checkout.json.checkoutUrl.startsWith(shop().stripeStandinUrl!)).toBe(true);

    // Pay, and the stand-in posts a signed, paid webhook; twice more, at once, as a provider retrying would.
    const pay = () => fetch(`${checkout.json.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect((await pay()).status).toBe(303);
    await Promise.all([pay(), pay()]);

    const view = await settled(checkout.json.orderReference);
    expect(view).toMatchObject({
      kind: 'topup',
      status: 'completed',
      delivered: true,
      esim: null,
      progressText: 'Your eSIM has been topped up',
      topUp: { iccid, totalMb: 5120 + 1024 },
    });
    expect(view.topUp!.remainingMb).toBeGreaterThan(1024);

    const status = await call<EsimStatusResponse>('POST', '/api/esim/status', { email, iccid });
    expect(status.json.esim.totalMb).toBe(5120 + 1024);
    expect(status.json.esim.topUps.map((t) => [t.productBundleId, t.bundleName, t.valueMb])).toEqual([
      ['01032_3', 'Europe 5GB', 5120],
      ['01032_5', 'Europe 1GB', 1024],
    ]);
    // The provider's reference is the order reference: it never reaches the status checker.
    expect(JSON.stringify(status.json)).not.toContain(checkout.json.orderReference);

    const confirmations = await mailTo(email, 'Your eSIM has been topped up');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.body.text).toContain(`ICCID: ${iccid}`);
  });

  it("tells a stranger nothing and sells nothing for someone else's eSIM, and refuses another zone's bundle", async () => {
    const email = 'owner.only@example.com';
    const iccid = await boughtEsim(email);

    for (const path of ['/api/top-ups/offers', '/api/top-ups/checkout']) {
      const stranger = await call<{ error: { message: string } }>('POST', path, {
        email: 'stranger@example.com',
        iccid,
        bundleId: '01032_5',
        acceptTerms: true,
      });
      expect(stranger.status).toBe(404);
      expect(stranger.json.error.message).toBe("The provided ICCID does not match the email's records.");
    }

    const otherZone = await call<{ error: { message: string } }>('POST', '/api/top-ups/checkout', {
      email,
      iccid,
      bundleId: '01038_1',
      acceptTerms: true,
    });
    expect(otherZone.status).toBe(400);
    expect(otherZone.json.error.message).toBe('This top-up is not available for this eSIM.');

    const noTerms = await call<{ error: { message: string } }>('POST', '/api/top-ups/checkout', {
      email,
      iccid,
      bundleId: '01032_5',
    });
    expect(noTerms.status).toBe(400);
    expect(noTerms.json.error.message).toBe('Please accept the terms and conditions to proceed');
  });

  it('delivers a free-coupon top-up without payment', async () => {
    const email = 'free.topper@example.com';
    const iccid = await boughtEsim(email);
    const checkout = await call<TopUpCheckoutResponse>('POST', '/api/top-ups/checkout', {
      email,
      iccid,
      bundleId: '01032_6',
      couponCode: FREE_COUPON.code,
      acceptTerms: true,
    });
    expect(checkout.json).toMatchObject({ free: true, quote: { totalCents: 0 } });
    expect(checkout.json.checkoutUrl).toContain('/success?reference=');
    const view = await settled(checkout.json.orderReference);
    expect(view).toMatchObject({ kind: 'topup', status: 'completed', topUp: { totalMb: 5120 + 512 } });
  });
});
