import { DEMO_ADMIN } from '../../infra/data/seed';
import { SAMPLE_ICCID } from '../../shared/api/provider-endpoints';
import { signIn } from './support/accounts';
import { expectNoHorizontalOverflow, shows, snap } from './support/journey';
import { VIEWPORTS, startShop } from './support/shop';

const SALES_MAILBOX = 'sales-desk@roamly.example';
const shop = startShop({ SUPPORT_MAILBOX: SALES_MAILBOX });

describe.each(VIEWPORTS)('staff tools and the enterprise page at $name width ($width px)', (viewport) => {
  const shot = (step: string) => `${viewport.name}-staff-${step}`;

  it('sends a visitor opening /api-test to /login', async () => {
    const page = await shop.openPage(viewport);
    await page.goto('/api-test');
    await page.waitForURL(/\/login\?redirectTo=%2Fapi-test$/);
    expect(new URL(page.url()).pathname).toBe('/login');
    await shows(page.getByRole('heading', { name: 'Welcome Back' }));
    await page.context().close();
  });

  it('lets the own-admin open each staff page and run the Full Order Flow to four completed steps', async () => {
    const page = await shop.openPage(viewport);
    await page.goto('/login');
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.waitForURL(/\/admin$/);

    await page.goto('/api-test');
    await shows(page.getByRole('heading', { level: 1, name: 'API Testing Console' }));
    await page.getByRole('button', { name: 'Use Sample ICCID' }).click();
    const bundle = page.getByRole('article', { name: 'Get Bundle' });
    await bundle.getByRole('button', { name: 'Send Request' }).click();
    await shows(page.getByText('API call successful'));
    await shows(bundle.getByTestId('result-status').getByText('200'));
    expect(await page.getByRole('textbox', { name: 'ICCID' }).inputValue()).toBe(SAMPLE_ICCID);
    await expectNoHorizontalOverflow(page);
    await snap(page, shot('1-api-test'));

    await page.goto('/emailtest');
    await shows(page.getByRole('heading', { level: 1, name: 'Email Test' }));
    await page.goto('/mailchimp-api');
    await shows(page.getByRole('heading', { level: 1, name: 'ICCID Reminder Email' }));
    await shows(page.getByRole('tab', { name: 'Sender Settings' }));

    await page.goto('/order-test');
    await shows(page.getByRole('heading', { level: 1, name: 'Order Test' }));
    await page.getByRole('tab', { name: 'Full Order Flow' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Run Test' }).click();
    for (const index of [0, 1, 2, 3]) {
      await shows(page.getByTestId(`flow-step-${index}`).getByText('completed', { exact: true }), 60_000);
    }
    await expectNoHorizontalOverflow(page);
    await snap(page, shot('2-full-order-flow'));
    await page.context().close();
  }, 120_000);

  it('takes a lead on /enterprise: the toast, and the ticket in the support mailbox', async () => {
    const page = await shop.openPage(viewport);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Enterprise' }).click();
    await page.waitForURL(/\/enterprise$/);
    await shows(page.getByRole('link', { name: 'Dashboard Login' }));
    await page.getByRole('button', { name: 'Get Demo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'How can we help you?' });
    await dialog.getByRole('button', { name: 'I want a white-label eSIM solution' }).click();
    const email = `lead-${viewport.name}-${Date.now()}@fleet.example`;
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Grace Hopper');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
    await dialog.getByRole('textbox', { name: /^Company/ }).fill('Fleet Travel');
    await dialog
      .getByRole('textbox', { name: /^Message/ })
      .fill('Our own brand for 2,000 travellers a month.');
    await expectNoHorizontalOverflow(page);
    await snap(page, shot('3-enterprise-form'));
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await shows(page.getByText('Request Submitted'));
    await shows(page.getByText('Thank you for your interest! Our team will get back to you shortly.'));
    const copies = await shop.mailsTo(SALES_MAILBOX, (mail) => mail.body.text?.includes(email) ?? false);
    expect(copies[0]?.subject).toBe('Enterprise request: I want a white-label eSIM solution (Fleet Travel)');
    await page.context().close();
  });
});
