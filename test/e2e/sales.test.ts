import { readFile } from 'node:fs/promises';
import { DEMO_ADMIN } from '../../infra/data/seed';
import { signIn } from './support/accounts';
import { expectNoHorizontalOverflow, shows, snap } from './support/journey';
import { FREE_COUPON, VIEWPORTS, startShop } from './support/shop';

const shop = startShop();

/** A free order through the shop's API, as a traveller's checkout makes it. */
async function freeOrder(email: string): Promise<string> {
  const response = await fetch(`${shop.runtime.apiUrl}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      bundleId: '01032_3',
      name: 'Sales Check',
      email,
      couponCode: FREE_COUPON,
      acceptTerms: true,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { orderReference: string }).orderReference;
}

describe('the Sales tab', () => {
  it.each(VIEWPORTS)(
    "draws today's order in the chart and the tables, and exports it as CSV ($name)",
    async (viewport) => {
      const reference = await freeOrder(`sales.${viewport.name}@example.com`);
      const admin = await shop.openPage(viewport);
      await admin.goto('/login');
      await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await admin.waitForURL(/\/admin$/);
      await admin.getByRole('tab', { name: 'Sales' }).click();

      // The chart's library arrives with the tab: bars and a line drawn in an SVG.
      const chart = admin.getByRole('img', { name: 'Revenue and orders per day' });
      await shows(chart.locator('.recharts-line-curve'));
      expect((await chart.locator('.recharts-legend-item').allTextContents()).sort()).toEqual([
        'Net',
        'Orders',
        'Refunds',
        'VAT',
      ]);
      const byCoupon = admin.getByRole('region', { name: 'By coupon' });
      await shows(byCoupon.getByRole('cell', { name: FREE_COUPON.toUpperCase() }));
      await shows(admin.getByRole('region', { name: 'By zone' }).getByRole('cell', { name: 'Europe' }));
      await admin.getByRole('button', { name: 'Last 7 days' }).click();
      const days = admin.getByRole('region', { name: 'Per day' }).getByRole('row');
      await vi.waitFor(async () => expect(await days.count()).toBe(8), { timeout: 15_000 });
      await expectNoHorizontalOverflow(admin);
      await snap(admin, `sales-tab-${viewport.name}`);

      const form = admin.getByRole('form', { name: 'Export orders as CSV' });
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        form.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.startsWith('\uFEFFreference,created_at,status,paid,')).toBe(true);
      expect(csv).toContain(`${reference},`);
      await shows(form.getByRole('status'));
      await admin.context().close();
    },
  );
});
