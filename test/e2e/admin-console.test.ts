import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '../../infra/data/seed';
import { createAccount, signIn } from './support/accounts';
import { addDays, fillCustomerInformation, planTrip, shows, snap, waitForEsim } from './support/journey';
import { FREE_COUPON, VIEWPORTS, startShop } from './support/shop';

const shop = startShop();
const desktop = VIEWPORTS[0];

/** A 2×1 PNG, as an admin's logo file. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mP8z8DwnwEIGGEMADfUBAH3N6KQAAAAAElFTkSuQmCC',
  'base64',
);
const BRAND = {
  name: 'Festival Roam',
  fullName: 'Festival Roam Connectivity',
  tagline: 'Online from the first beat',
  primary: '#d62828',
  primaryRgb: 'rgb(214, 40, 40)',
};

/** The header shows the logo, named after the brand, served from the published brand assets. */
async function expectLogoInHeader(page: Page) {
  const logo = page.getByRole('banner').getByRole('img', { name: BRAND.name });
  await shows(logo);
  expect(await logo.getAttribute('src')).toMatch(/\/brand-assets\/logo-[0-9a-f-]{36}\.png$/);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
}

const backgroundOf = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);

describe('the admin console', () => {
  it('refuses /admin to an anonymous visitor and to an own-user', async () => {
    const page = await shop.openPage(desktop);
    await page.goto('/admin');
    await page.waitForURL(/\/login\?redirectTo=%2Fadmin$/);

    const traveller = {
      email: `user-${Date.now()}@example.com`,
      password: 'Tr@veller-2026',
      name: 'Ada',
      type: 'own-user',
    } as const;
    await createAccount(shop.runtime, traveller);
    await signIn(page, traveller.email, traveller.password);
    await page.waitForURL(/\/account$/);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname !== '/admin');
    expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
    await page.context().close();
  });

  it('lets the admin re-brand the shop: a fresh visitor sees the name, tagline, colour and logo on home, checkout, success and in the e-mail', async () => {
    const admin = await shop.openPage(desktop);
    await admin.goto('/login');
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL(/\/admin$/);
    await shows(admin.getByRole('tab', { name: 'eSIM Management', selected: true }));
    await shows(admin.getByText(/^\d+ eSIMs?$/));

    await admin.getByRole('tab', { name: 'Brand Settings' }).click();
    await admin.getByRole('textbox', { name: 'Short Name' }).fill(BRAND.name);
    await admin.getByRole('textbox', { name: /^Full Name/ }).fill(BRAND.fullName);
    await admin.getByRole('textbox', { name: /^Tagline/ }).fill(BRAND.tagline);
    await admin.getByRole('textbox', { name: 'Primary Color', exact: true }).fill(BRAND.primary);
    await admin
      .getByLabel('Logo file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    const preview = admin.getByRole('figure', { name: 'Preview' });
    await shows(preview.getByRole('img', { name: BRAND.name }));
    // Polled: the preview's button fades into the new colour.
    await expect
      .poll(() =>
        preview.getByTestId('preview-button').evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .toBe(BRAND.primaryRgb);
    await snap(admin, 'admin-1-brand-settings');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await shows(admin.getByText('Changes saved'));

    // A fresh browser: no cache, no session, the next page load.
    const visitor = await shop.openPage(desktop);
    await visitor.goto('/');
    await shows(visitor.getByRole('heading', { level: 1, name: BRAND.name }));
    await shows(visitor.getByText(BRAND.tagline));
    await expectLogoInHeader(visitor);
    await expect.poll(() => visitor.title()).toBe(BRAND.fullName);
    // Polled: the buttons fade from the default colours into the brand's as the settings arrive.
    await expect.poll(() => backgroundOf(visitor, 'Continue')).toBe(BRAND.primaryRgb);
    await snap(visitor, 'admin-2-rebranded-home');

    const email = `rebrand-${Date.now()}@example.com`;
    const arrival = addDays(new Date(), 2);
    await planTrip(visitor, { search: 'eur', option: 'Europe' }, { arrival, departure: addDays(arrival, 6) });
    await expectLogoInHeader(visitor);
    const submit = await fillCustomerInformation(visitor, {
      name: 'Grace Traveller',
      email,
      coupon: FREE_COUPON,
    });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await expect.poll(() => backgroundOf(visitor, 'Get Free eSIM')).toBe(BRAND.primaryRgb);
    await snap(visitor, 'admin-3-rebranded-checkout');
    await submit.click();
    await visitor.waitForURL(/\/success\?reference=/);
    await waitForEsim(visitor);
    await expectLogoInHeader(visitor);
    await snap(visitor, 'admin-4-rebranded-success');
    const reference = new URL(visitor.url()).searchParams.get('reference')!;

    const [mail] = await shop.mailsTo(email);
    expect(mail?.subject.startsWith(`${BRAND.name}:`)).toBe(true);
    expect(mail?.body.html).toMatch(/\/brand-assets\/logo-[0-9a-f-]{36}\.png/);
    expect(mail?.body.html).toContain(BRAND.primary);
    await visitor.context().close();

    // The admin finds the order, delivered, with its steps.
    await admin.getByRole('tab', { name: 'Orders' }).click();
    await shows(admin.getByText('Paid today'));
    await admin.getByRole('textbox', { name: 'Search by order reference or email' }).fill(email);
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.getByRole('button', { name: new RegExp(reference) }).click();
    const steps = admin.getByRole('list', { name: `Steps of ${reference}` });
    await shows(steps);
    expect(await steps.locator('li[data-state="done"]').count()).toBe(7);
    await shows(admin.getByRole('button', { name: 'Resend Email' }));
    await snap(admin, 'admin-5-orders');
    await admin.context().close();
  });
});
