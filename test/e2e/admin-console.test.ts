import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Page } from 'playwright-core';
import { LOCAL_REGION } from '../../infra/local/dynamo-local';
import { S3_LOCAL_CREDENTIALS } from '../../infra/local/s3-local';
import { DEMO_ADMIN } from '../../infra/data/seed';
import { createAccount, signIn } from './support/accounts';
import {
  addDays,
  expectItemsInsideViewport,
  expectNoHorizontalOverflow,
  fillCustomerInformation,
  planTrip,
  shows,
  snap,
  waitForEsim,
} from './support/journey';
import { FREE_COUPON, VIEWPORTS, startShop } from './support/shop';

const shop = startShop();
const desktop = VIEWPORTS[0];
const phone = VIEWPORTS[1];

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
  supportEmail: 'help@festival-roam.example',
};

/** The header shows the logo, named after the brand, served from the published brand assets. */
async function expectLogoInHeader(page: Page) {
  const logo = page.getByRole('banner').getByRole('img', { name: BRAND.name });
  await shows(logo);
  expect(await logo.getAttribute('src')).toMatch(/\/brand-assets\/logo-[0-9a-f-]{36}\.png$/);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
}

/** The logo of issue 30: a namespaced script element, which ran in Chromium past the old SVG check. */
const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>document.title="ran";alert(1)</s:script></svg>';

/** The S3 stand-in's bucket of brand assets, as the shop's functions reach it. */
function assetsBucket() {
  const { endpoint, bucket } = shop.runtime.assets;
  const client = new S3Client({
    endpoint,
    region: LOCAL_REGION,
    credentials: S3_LOCAL_CREDENTIALS,
    forcePathStyle: true,
  });
  const svgKeys = async () =>
    (
      (await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'brand-assets/' }))).Contents ??
      []
    )
      .map((object) => object.Key ?? '')
      .filter((key) => key.endsWith('.svg'));
  return { client, bucket, svgKeys };
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
    await admin.getByRole('textbox', { name: /^Support Email/ }).fill(BRAND.supportEmail);
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
    // Sent under the brand's name, with the logo from the shop's own address.
    expect(mail?.from).toContain(`"${BRAND.name}"`);
    expect(mail?.body.html).toContain(`<img src="${shop.runtime.shopUrl}/brand-assets/logo-`);
    // /support shows the brand's own address, not the one the page was built with.
    await visitor.goto('/support');
    await shows(visitor.getByRole('link', { name: BRAND.supportEmail }));
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

  it('refuses an SVG logo, and an SVG stored before cannot run script when opened from the shop', async () => {
    const admin = await shop.openPage(desktop);
    await admin.goto('/login');
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL(/\/admin$/);
    await admin.getByRole('tab', { name: 'Brand Settings' }).click();
    await shows(
      admin.getByText('PNG, JPEG, WebP or GIF, up to 2 MB. SVG is not accepted: save an SVG logo as PNG.'),
    );
    await admin
      .getByLabel('Logo file')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SCRIPTED_SVG) });
    await shows(
      admin.getByText(
        'Please choose a PNG, JPEG, WebP or GIF image (SVG is not accepted: save the logo as PNG)',
      ),
    );
    const bucket = assetsBucket();
    expect(await bucket.svgKeys()).toEqual([]);
    await admin.context().close();

    // An SVG logo published before SVGs were refused, opened on its own from the shop's address.
    const key = `brand-assets/logo-${randomUUID()}.svg`;
    await bucket.client.send(
      new PutObjectCommand({
        Bucket: bucket.bucket,
        Key: key,
        Body: SCRIPTED_SVG,
        ContentType: 'image/svg+xml',
      }),
    );
    const page = await shop.openPage(desktop);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const answer = await page.goto(`/${key}`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-security-policy']).toContain('sandbox');
    await page.waitForLoadState('load');
    expect(await page.title()).not.toBe('ran');
    expect(dialogs).toEqual([]);
    await page.context().close();
    bucket.client.destroy();
  });

  it('shows the coupons as cards on a phone, asks before deactivating one, and reactivates it', async () => {
    const admin = await shop.openPage(phone);
    await admin.goto('/login');
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL(/\/admin$/);
    await admin.getByRole('tab', { name: 'Coupons' }).click();

    const cards = admin.getByRole('list', { name: 'Coupons' });
    await shows(cards);
    expect(await admin.getByRole('table').count()).toBe(0);
    const welcome = cards.getByRole('listitem', { name: 'WELCOME10' });
    await shows(welcome);
    await expectNoHorizontalOverflow(admin);
    await expectItemsInsideViewport(cards);
    await snap(admin, 'admin-6-coupons-phone');

    // Cancel changes nothing.
    await welcome.getByRole('button', { name: 'Deactivate WELCOME10' }).click();
    const ask = admin.getByRole('alertdialog', { name: 'Deactivate WELCOME10?' });
    await shows(ask);
    await expectNoHorizontalOverflow(admin);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await shows(welcome.getByText('Active', { exact: true }));

    await welcome.getByRole('button', { name: 'Deactivate WELCOME10' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Deactivate', exact: true }).click();
    await shows(welcome.getByText('Inactive', { exact: true }));
    const validate = () =>
      fetch(`${shop.runtime.apiUrl}/api/coupons/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'WELCOME10', bundleId: '01032_6' }),
      }).then(async (answer) => ((await answer.json()) as { valid: boolean }).valid);
    expect(await validate()).toBe(false);

    await welcome.getByRole('button', { name: 'Reactivate WELCOME10' }).click();
    await shows(welcome.getByText('Active', { exact: true }));
    expect(await validate()).toBe(true);
    await admin.context().close();
  });
});
