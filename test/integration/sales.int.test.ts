import { DEMO_COUPONS } from '../../infra/data/seed';
import type { AdminOrdersResponse } from '../../shared/api/admin-console.schema';
import type { SalesExportResponse, SalesResponse } from '../../shared/api/sales.schema';
import { useAdminShop } from './admin/admin-shop';

const FREE_COUPON = DEMO_COUPONS.find((c) => c.discount_type === 'free' && c.status === 'active')!.code;
const TRAVELLER = { email: 'sam@example.com', password: 'Tr4vel!pass' };

/**
 * The sales figures against the whole shop as it runs locally: the checkout, the Stripe stand-in's
 * signed webhooks, the order pipeline on the eSIM simulator, the sales table on DynamoDB Local, and
 * the admin's sales routes behind the local API gateway and cognito-local.
 */
describe('sales figures over HTTP', () => {
  const shop = useAdminShop({ name: 'sales', traveller: TRAVELLER });
  const { api } = shop;

  const sales = async () =>
    (await api('GET', '/api/admin/sales?days=7', { token: shop.adminToken })).json as SalesResponse;
  const today = (figures: SalesResponse) => figures.daily.at(-1)!;
  const statusOf = async (reference: string) =>
    (
      (await api('GET', `/api/admin/orders?q=${encodeURIComponent(reference)}`, { token: shop.adminToken }))
        .json as AdminOrdersResponse
    ).orders[0]?.status;

  it('counts a paid order once although its webhook arrives three times, and a failed one once', async () => {
    const before = today(await sales());

    const paid = await api('POST', '/api/checkout', {
      body: { bundleId: '01032_3', name: 'Sam', email: TRAVELLER.email, acceptTerms: true },
    });
    expect(paid.status).toBe(200);
    const total = paid.json.quote.totalCents as number;
    const vat = paid.json.quote.vatCents as number;
    // Pay, and the stand-in posts a signed, paid webhook; twice more, at once, as a provider retrying would.
    const pay = () => fetch(`${paid.json.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect((await pay()).status).toBe(303);
    await Promise.all([pay(), pay()]);
    await vi.waitFor(async () => expect(await statusOf(paid.json.orderReference)).toBe('completed'), {
      timeout: 60_000,
      interval: 500,
    });

    // The provider refuses every allocation: the free order's fulfilment fails (status error).
    shop.runtime.simulator!.setFaults({
      bursts: [{ path: '/network/things/consumer-profile/', count: 1000, status: 400 }],
    });
    const failed = await api('POST', '/api/checkout', {
      body: {
        bundleId: '01032_6',
        name: 'Sam',
        email: TRAVELLER.email,
        couponCode: FREE_COUPON,
        acceptTerms: true,
      },
    });
    expect(failed.status).toBe(200);
    try {
      await vi.waitFor(async () => expect(await statusOf(failed.json.orderReference)).toBe('error'), {
        timeout: 60_000,
        interval: 500,
      });
    } finally {
      shop.runtime.simulator!.setFaults({});
    }

    // One more paid webhook, later, changes nothing either.
    await pay();
    const after = await sales();
    const day = today(after);
    expect({
      started: day.started - before.started,
      orders: day.orders - before.orders,
      grossCents: day.grossCents - before.grossCents,
      vatCents: day.vatCents - before.vatCents,
      netCents: day.netCents - before.netCents,
      delivered: day.delivered - before.delivered,
      failed: day.failed - before.failed,
    }).toEqual({
      started: 2,
      orders: 2,
      grossCents: total,
      vatCents: vat,
      netCents: total - vat,
      delivered: 1,
      failed: 1,
    });
    expect(after.totals.grossCents).toBe(after.daily.reduce((sum, d) => sum + d.grossCents, 0));
    expect(after.zones.find((z) => z.zone === 'Europe')).toMatchObject({ grossCents: expect.any(Number) });
    expect(after.coupons.find((c) => c.coupon === FREE_COUPON.toUpperCase())).toMatchObject({
      orders: 1,
      grossCents: 0,
      failed: 1,
    });

    const date = day.date;
    const csv = await api('GET', `/api/admin/sales/export?from=${date}&to=${date}`, {
      token: shop.adminToken,
    });
    expect(csv.status).toBe(200);
    const file = csv.json as SalesExportResponse;
    expect(file.filename).toBe(`orders-${date}-to-${date}.csv`);
    const lines = file.csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/^reference,created_at,status,paid,/);
    const line = (reference: string) => lines.find((l) => l.startsWith(`${reference},`));
    expect(line(paid.json.orderReference)).toContain(`,completed,true,esim,${TRAVELLER.email},`);
    expect(line(paid.json.orderReference)).toContain(`,${(total / 100).toFixed(2)},`);
    expect(line(failed.json.orderReference)).toContain(',error,true,');
    expect(file.count).toBe(lines.length - 1);
  }, 180_000);

  it('counts a refund on the day it is made, once although the admin asks twice at once', async () => {
    const checkout = await api('POST', '/api/checkout', {
      body: { bundleId: '01032_3', name: 'Sam', email: TRAVELLER.email, acceptTerms: true },
    });
    expect(checkout.status).toBe(200);
    const reference = checkout.json.orderReference as string;
    await fetch(`${checkout.json.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    await vi.waitFor(async () => expect(await statusOf(reference)).toBe('completed'), {
      timeout: 60_000,
      interval: 500,
    });
    const before = await sales();
    const refund = () =>
      api('POST', `/api/admin/orders/${encodeURIComponent(reference)}/refund`, {
        token: shop.adminToken,
        body: { amountCents: 500, reason: 'Trip cancelled' },
      });
    const answers = await Promise.all([refund(), refund()]);
    expect(answers.map((a) => a.status)).toContain(200);
    const after = await sales();
    expect(today(after).refunds - today(before).refunds).toBe(1);
    expect(today(after).refundedCents - today(before).refundedCents).toBe(500);
    expect(after.totals.refundedCents - before.totals.refundedCents).toBe(500);
    // The order's gross stays as it was paid: a refund is its own figure.
    expect(today(after).grossCents).toBe(today(before).grossCents);
  }, 120_000);

  it('refuses an own-user (403) and a stranger (401) on both sales routes, and a bad period or range (400)', async () => {
    for (const path of [
      '/api/admin/sales?days=30',
      '/api/admin/sales/export?from=2026-11-01&to=2026-11-02',
    ]) {
      expect((await api('GET', path, { token: shop.userToken })).status).toBe(403);
      expect((await api('GET', path)).status).toBe(401);
    }
    const badPeriod = await api('GET', '/api/admin/sales?days=14', { token: shop.adminToken });
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.json.error.message).toBe('The period must be 7, 30 or 90 days.');
    const backwards = await api('GET', '/api/admin/sales/export?from=2026-11-02&to=2026-11-01', {
      token: shop.adminToken,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.message).toBe('The start date must not be after the end date.');
  });
});
