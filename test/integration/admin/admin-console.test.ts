import { DEMO_ADMIN, DEMO_COUPONS } from '../../../infra/data/seed';
import type { AdminOrdersResponse } from '../../../shared/api/admin-console.schema';
import { API_ROUTES, type RouteId } from '../../../shared/api/routes';
import { useAdminShop } from './admin-shop';

const FREE_COUPON = DEMO_COUPONS.find((c) => c.discount_type === 'free' && c.status === 'active')!.code;
const TRAVELLER = { email: 'ada@example.com', password: 'Tr4vel!pass' };

/**
 * The admin console's API against the whole shop as it runs locally (the real handlers behind the
 * local API gateway, cognito-local, DynamoDB Local and the order pipeline).
 */
describe('the admin API over HTTP', () => {
  const shop = useAdminShop({ name: 'admin-console', traveller: TRAVELLER });
  const { api } = shop;

  const ADMIN_ROUTES = (Object.keys(API_ROUTES) as RouteId[]).filter((id) => API_ROUTES[id].auth === 'admin');
  const samplePath = (id: RouteId) => API_ROUTES[id].path.replace(/\{\w+\}/g, 'X1');

  it('serves every admin route of the contract', () => {
    expect(shop.runtime.unavailableRoutes).toEqual([]);
    expect(ADMIN_ROUTES).toEqual(
      expect.arrayContaining([
        'list-admin-orders',
        'list-admin-users',
        'create-coupon',
        'publish-logo',
        'update-brand',
      ]),
    );
  });

  it.each(ADMIN_ROUTES)('%s answers 403 to a signed-in own-user and 401 to a stranger', async (id) => {
    const { method } = API_ROUTES[id];
    const body = method === 'GET' ? undefined : {};
    expect((await api(method, samplePath(id), { body, token: shop.userToken })).status).toBe(403);
    expect((await api(method, samplePath(id), { body })).status).toBe(401);
  });

  it("lists a new order for the admin, finds it by reference and e-mail, and counts it in today's total", async () => {
    const before = (await api('GET', '/api/admin/orders', { token: shop.adminToken }))
      .json as AdminOrdersResponse;
    const checkout = await api('POST', '/api/checkout', {
      body: {
        bundleId: '01032_6',
        name: 'Ada',
        email: TRAVELLER.email,
        couponCode: FREE_COUPON,
        acceptTerms: true,
      },
    });
    expect(checkout.status).toBe(200);
    const reference = checkout.json.orderReference as string;

    const newest = (await api('GET', '/api/admin/orders?limit=1', { token: shop.adminToken }))
      .json as AdminOrdersResponse;
    expect(newest.orders[0]).toMatchObject({ reference, email: TRAVELLER.email, paid: true, totalCents: 0 });
    expect(newest.totals.today.count).toBe(before.totals.today.count + 1);

    const byReference = await api('GET', `/api/admin/orders?q=${encodeURIComponent(reference)}`, {
      token: shop.adminToken,
    });
    expect(byReference.json.orders.map((o: { reference: string }) => o.reference)).toEqual([reference]);
    const byEmail = await api('GET', '/api/admin/orders?q=ADA%40example.com', { token: shop.adminToken });
    expect(byEmail.json.orders.map((o: { reference: string }) => o.reference)).toContain(reference);

    const badFilter = await api('GET', '/api/admin/orders?status=lost', { token: shop.adminToken });
    expect(badFilter.status).toBe(400);
  });

  it('lists a checkout cancelled on the payment page as cancelled, a declined one as payment_failed, each under its filter', async () => {
    const paidCheckout = async (email: string) => {
      const answer = await api('POST', '/api/checkout', {
        body: { bundleId: '01032_6', name: 'Cy', email, acceptTerms: true },
      });
      expect(answer.status).toBe(200);
      return answer.json as { orderReference: string; checkoutUrl: string };
    };
    const cancelled = await paidCheckout('cy.cancels@example.com');
    const leftPage = await fetch(`${cancelled.checkoutUrl}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(leftPage.status).toBe(303);
    const declined = await paidCheckout('cy.declined@example.com');
    await fetch(`${declined.checkoutUrl}/decline`, { method: 'POST', redirect: 'manual' });

    const listed = async (status: string) =>
      (
        (await api('GET', `/api/admin/orders?status=${status}&limit=100`, { token: shop.adminToken }))
          .json as AdminOrdersResponse
      ).orders.map((o) => o.reference);
    await vi.waitFor(async () => expect(await listed('cancelled')).toContain(cancelled.orderReference), {
      timeout: 10_000,
    });
    expect(await listed('payment_failed')).toContain(declined.orderReference);
    expect(await listed('payment_failed')).not.toContain(cancelled.orderReference);
    expect(await listed('started')).not.toContain(cancelled.orderReference);
  });

  it('pages through the orders newest first without repeating or skipping one', async () => {
    for (let i = 0; i < 3; i++) {
      const checkout = await api('POST', '/api/checkout', {
        body: {
          bundleId: '01032_6',
          name: 'Bo',
          email: `bo${i}@example.com`,
          couponCode: FREE_COUPON,
          acceptTerms: true,
        },
      });
      expect(checkout.status).toBe(200);
    }
    const all = (await api('GET', '/api/admin/orders?limit=100', { token: shop.adminToken }))
      .json as AdminOrdersResponse;
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (
        await api('GET', `/api/admin/orders?limit=2${cursor ? `&cursor=${cursor}` : ''}`, {
          token: shop.adminToken,
        })
      ).json as AdminOrdersResponse;
      paged.push(...page.orders.map((o) => o.reference));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all.orders.map((o) => o.reference));
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged.length).toBeGreaterThanOrEqual(4);
  });

  it('deactivates a coupon, which checkout then refuses, and reactivates it, which checkout takes again', async () => {
    const code = `UNDO${Date.now().toString(36).toUpperCase()}`;
    const created = await api('POST', '/api/admin/coupons', {
      body: { code, discountType: 'percentage', discountValue: 10 },
      token: shop.adminToken,
    });
    expect(created.status).toBe(200);
    const applies = async () =>
      (await api('POST', '/api/coupons/validate', { body: { code, bundleId: '01032_6' } })).json.valid;
    expect(await applies()).toBe(true);

    const deactivated = await api('POST', `/api/admin/coupons/${code}/deactivate`, {
      token: shop.adminToken,
    });
    expect(deactivated.json).toMatchObject({ code, status: 'inactive', usable: false });
    expect(await applies()).toBe(false);

    const reactivated = await api('POST', `/api/admin/coupons/${code}/reactivate`, {
      token: shop.adminToken,
    });
    expect(reactivated.status).toBe(200);
    expect(reactivated.json).toMatchObject({ code, status: 'active', usable: true, discountValue: 10 });
    expect(await applies()).toBe(true);
    expect(
      (await api('POST', '/api/admin/coupons/NOPE404/reactivate', { token: shop.adminToken })).status,
    ).toBe(404);
  });

  it('lists the users, the demo admin among them, searched by e-mail', async () => {
    const users = await api('GET', '/api/admin/users?q=admin%40example', { token: shop.adminToken });
    expect(users.status).toBe(200);
    expect(users.json.users).toEqual([
      expect.objectContaining({ email: DEMO_ADMIN.email, accountType: 'own-admin' }),
    ]);
  });

  it("shows the SIM overview with the provider's SIMs, paged", async () => {
    const esims = await api('GET', '/api/admin/esims?pageSize=1', { token: shop.adminToken });
    expect(esims.status).toBe(200);
    expect(esims.json).toMatchObject({ page: 1, pageSize: 1 });
    expect(esims.json.sims.length).toBeLessThanOrEqual(1);
  });
});
