import { DEMO_ADMIN } from '../../infra/data/seed';
import { formatEur } from '../../shared/pricing/money';
import { withVatCents } from '../../shared/pricing/pricing';
import { idTokenOf, signIn } from './support/accounts';
import { fillCustomerInformation, shows, snap } from './support/journey';
import { VIEWPORTS, startShop } from './support/shop';

// Each function reads the published catalogue on every call here (0 s instead of the default 30 s), so
// the test need not wait out the cache time; the browser of a fresh visitor holds no cached answer.
const shop = startShop({ CATALOGUE_CACHE_SECONDS: '0' });
const desktop = VIEWPORTS[0];

/** Europe's 1 GB eSIM, net: the spec's price, and the one the admin sets. */
const SPEC_NET_CENTS = 459;
const NEW_NET_CENTS = 549;
/** A week in France from the planner's link: the Europe 1 GB bundle for 7 days covers it. */
const TRIP_LINK = '/bundleselector?countries=FR&days=7';
const cardName = (netCents: number) => `Europe 1GB, 7 days, ${formatEur(withVatCents(netCents))}`;

describe('Catalogue & Pricing', () => {
  it("changes Europe's 1 GB price in the console; a fresh visitor sees it in the planner and pays it", async () => {
    // Before: the spec's price.
    const before = await shop.openPage(desktop);
    await before.goto(TRIP_LINK);
    await shows(before.getByRole('radio', { name: cardName(SPEC_NET_CENTS) }));
    await before.context().close();

    const admin = await shop.openPage(desktop);
    await admin.goto('/login?redirectTo=%2Fadmin');
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL(/\/admin$/);
    await admin.getByRole('tab', { name: 'Catalogue & Pricing' }).click();
    await admin.getByRole('combobox', { name: 'Zone' }).selectOption('Europe');
    const cell = admin.getByRole('textbox', { name: 'eSIM price 1 GB' });
    await shows(cell);
    expect(await cell.inputValue()).toBe('4.59');
    await cell.fill('5.49');
    await admin.getByRole('button', { name: 'Save prices' }).click();
    const history = admin.getByRole('list', { name: 'Europe price versions' });
    await shows(history.getByText('eSIM 1GB: €4.59 → €5.49'));
    await shows(history.getByText(new RegExp(DEMO_ADMIN.email)).first());
    expect(await admin.getByRole('alertdialog').count()).toBe(0);
    await snap(admin, 'catalogue-pricing-1-saved');
    await admin.context().close();

    // A fresh visitor: the page was built with the spec's price; the API's replaces it.
    const visitor = await shop.openPage(desktop);
    await visitor.goto(TRIP_LINK);
    const card = visitor.getByRole('radio', { name: cardName(NEW_NET_CENTS) });
    await shows(card);
    expect(await visitor.getByRole('radio', { name: cardName(SPEC_NET_CENTS) }).count()).toBe(0);
    await card.click();
    await snap(visitor, 'catalogue-pricing-2-planner');
    await visitor.getByRole('button', { name: 'Start your journey and go to payment' }).click();
    await visitor.waitForURL(/\/checkout$/);

    const email = `catalogue-${Date.now()}@example.com`;
    const submit = await fillCustomerInformation(visitor, { name: 'Ada Traveller', email });
    const summary = visitor.getByRole('region', { name: 'Order Summary' });
    await shows(summary.getByText(formatEur(withVatCents(NEW_NET_CENTS))).first());
    await submit.click();

    // The Stripe stand-in's hosted page asks for the new price with VAT.
    await visitor.waitForURL((url) => url.href.startsWith(shop.runtime.stripeStandinUrl!));
    const amount = visitor.getByLabel('Amount to pay');
    await shows(amount);
    const euros = (withVatCents(NEW_NET_CENTS) / 100).toFixed(2);
    expect((await amount.textContent())?.replace(/\s/g, '')).toBe(`€${euros}`);
    await visitor.getByRole('button', { name: 'Pay', exact: true }).click();
    await visitor.waitForURL(/\/success\?reference=/);
    const reference = new URL(visitor.url()).searchParams.get('reference')!;
    await visitor.context().close();

    // The order keeps the price it was sold at: the new one, VAT included.
    const token = await idTokenOf(shop.runtime, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const response = await fetch(`${shop.runtime.apiUrl}/api/admin/orders?q=${encodeURIComponent(email)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const { orders } = (await response.json()) as {
      orders: { reference: string; totalCents: number; paid: boolean }[];
    };
    const order = orders.find((candidate) => candidate.reference === reference);
    expect(order).toMatchObject({ totalCents: withVatCents(NEW_NET_CENTS), paid: true });
  });
});
