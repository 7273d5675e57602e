import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_ROUTES, type RouteId } from '../../../shared/api/routes';
import type { CheckoutResponse } from '../../../shared/api/checkout.schema';
import type { OrderView } from '../../../shared/api/orders.schema';
import { DEMO_COUPONS } from '../../../infra/data/seed';
import { parseRuntimeConfig } from '../../../infra/local/runtime/config';
import { startRuntime, type LocalRuntime } from '../../../infra/local/runtime/start-runtime';
import { descendantPids, isProcessAlive } from './process-probe';

const FREE_COUPON = DEMO_COUPONS.find(
  (c) => c.discount_type === 'free' && c.status === 'active' && !c.valid_until,
);

/** Every port on 0 (free ones), a throw-away data folder, and a fast simulator and pipeline. */
function testConfig(dataDir: string) {
  return parseRuntimeConfig({
    SHOP_PORT: '0',
    API_PORT: '0',
    DATA_DIR: dataDir,
    ESIM_SIM_ALLOCATION_DELAY_MS: '300',
    PIPELINE_POLL_INTERVAL_SECONDS: '1',
  });
}

describe('the local runtime: the whole shop on this machine', () => {
  let dataDir: string;
  let runtime: LocalRuntime;
  let processesBefore: Set<number>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'runtime-'));
    processesBefore = new Set(descendantPids());
    runtime = await startRuntime(testConfig(dataDir), { spa: false, log: () => undefined });
  });

  afterAll(async () => {
    await runtime?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const api = (path: string, init?: RequestInit) =>
    fetch(`${runtime.apiUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init?.headers },
    });

  async function checkout(body: Record<string, unknown>): Promise<CheckoutResponse> {
    const response = await api('/api/checkout', { method: 'POST', body: JSON.stringify(body) });
    expect(response.status).toBe(200);
    return (await response.json()) as CheckoutResponse;
  }

  async function orderWhenSettled(reference: string): Promise<OrderView> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const response = await api(`/api/orders/${encodeURIComponent(reference)}`);
      expect(response.status).toBe(200);
      const order = (await response.json()) as OrderView;
      if (order.status !== 'started' || Date.now() > deadline) return order;
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  async function mailTo(email: string) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const store = (await (await fetch(`${runtime.mailViewerUrl}store`)).json()) as {
        emails: { destination: { to: string[] }; subject: string; body: { html?: string; text?: string } }[];
      };
      const found = store.emails.filter((m) => m.destination.to.some((to) => to.includes(email)));
      if (found.length > 0 || Date.now() > deadline) return found;
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  it('serves the purchase routes, and answers 501 with a JSON error for any route without a handler', async () => {
    for (const id of ['get-catalogue', 'create-checkout', 'payment-webhook', 'get-order'] as const) {
      expect(runtime.unavailableRoutes).not.toContain(id);
    }
    for (const id of runtime.unavailableRoutes as RouteId[]) {
      const route = API_ROUTES[id];
      const response = await api(route.path.replace('{reference}', 'x'), { method: route.method });
      // Signed-in routes reject an anonymous caller before the handler question arises, as on AWS.
      expect(response.status).toBe(route.auth === 'public' ? 501 : 401);
      expect(await response.json()).toHaveProperty('error.code');
    }
  });

  it('sells a paid eSIM end to end: checkout, the stand-in payment page, webhook, pipeline, e-mail', async () => {
    const email = 'traveller.paid@example.com';
    const order = await checkout({ bundleId: '01032_3', name: 'Paula Paid', email, acceptTerms: true });
    expect(order.free).toBe(false);
    expect(order.checkoutUrl.startsWith(runtime.stripeStandinUrl ?? 'no stand-in')).toBe(true);

    const page = await fetch(order.checkoutUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay');
    // Pressing Pay: the stand-in posts the signed webhook, then sends the browser to the success page.
    const paid = await fetch(`${order.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBeGreaterThanOrEqual(300);
    expect(paid.status).toBeLessThan(400);
    expect(paid.headers.get('location')).toContain(
      `/success?reference=${encodeURIComponent(order.orderReference)}`,
    );

    const view = await orderWhenSettled(order.orderReference);
    expect(view).toMatchObject({ status: 'completed', step: 'order_completed', delivered: true });
    expect(view.esim?.iccid).toMatch(/^\d{19,20}$/);
    expect(view.esim?.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const mail = await mailTo(email);
    expect(mail).toHaveLength(1);
    expect(`${mail[0]?.body.text}${mail[0]?.body.html}`).toContain(view.esim?.iccid);
  });

  it('delivers a free-coupon eSIM without payment', async () => {
    expect(FREE_COUPON).toBeDefined();
    const email = 'traveller.free@example.com';
    const order = await checkout({
      bundleId: '01032_6',
      name: 'Fred Free',
      email,
      couponCode: FREE_COUPON?.code,
      acceptTerms: true,
    });
    expect(order.free).toBe(true);
    expect(order.checkoutUrl).toContain('/success?reference=');

    const view = await orderWhenSettled(order.orderReference);
    expect(view.status).toBe('completed');
    expect(view.esim?.iccid).toMatch(/^\d{19,20}$/);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('stops everything it started, leaving no process behind', async () => {
    expect(runtime.childPids.length).toBeGreaterThanOrEqual(2);
    expect(runtime.childPids.every(isProcessAlive)).toBe(true);
    await runtime.stop();
    expect(runtime.childPids.filter(isProcessAlive)).toEqual([]);
    expect(descendantPids().filter((pid) => !processesBefore.has(pid))).toEqual([]);
    await expect(fetch(`${runtime.apiUrl}/api/catalogue`)).rejects.toThrow();
  });
});
