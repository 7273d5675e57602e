import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Locator, Page } from 'playwright-core';
import type { CheckoutResponse } from '../../shared/api/checkout.schema';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/dynamo-local';
import { createAccount, signIn } from './support/accounts';
import { expectNoHorizontalOverflow, shows, snap } from './support/journey';
import { FREE_COUPON, VIEWPORTS, startShop } from './support/shop';

const shop = startShop();

/** The ID token of a sign-in, as the SPA gets it from the local pool. */
async function idToken(email: string, password: string): Promise<string> {
  const { cognito } = shop.runtime;
  const client = new CognitoIdentityProviderClient({
    endpoint: cognito.endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: cognito.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return AuthenticationResult!.IdToken!;
  } finally {
    client.destroy();
  }
}

/** An order placed signed in (so it is the account's) over the shop's API with the free coupon. */
async function order(token: string, email: string, bundleId: string): Promise<string> {
  const response = await fetch(`${shop.runtime.apiUrl}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      bundleId,
      name: 'Lena Layout',
      email,
      couponCode: FREE_COUPON,
      acceptTerms: true,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as CheckoutResponse).orderReference;
}

/** Elements inside `area` that scroll sideways (content wider than their box), by tag and width. */
function sidewaysScrollers(area: Locator): Promise<string[]> {
  return area.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      // A 1 px box is a screen-reader-only text, clipped on purpose.
      .filter(
        (el) =>
          el.clientWidth > 1 &&
          el.scrollWidth > el.clientWidth + 1 &&
          getComputedStyle(el).overflowX !== 'visible',
      )
      .map((el) => `${el.tagName.toLowerCase()} ${el.scrollWidth}>${el.clientWidth}`),
  );
}

/** Fails when any part of `target` lies outside the viewport's width. */
async function expectWithinViewport(page: Page, target: Locator): Promise<void> {
  const width = page.viewportSize()!.width;
  for (const box of await target.evaluateAll((els) =>
    els.map((el) => {
      const rect = el.getBoundingClientRect();
      return { text: el.textContent, left: rect.left, right: rect.right };
    }),
  )) {
    expect(box.left, `${box.text} starts left of the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${box.text} ends right of the viewport`).toBeLessThanOrEqual(width);
  }
}

describe.each(VIEWPORTS)('account and sign-in screens at $name width ($width px)', (viewport) => {
  const shot = (step: string) => `${viewport.name}-layout-${step}`;

  it('shows every /auth tab in sight, without scrolling the tab list', async () => {
    const page = await shop.openPage(viewport);
    await page.goto('/auth');
    const tabs = page.getByRole('tab');
    await shows(page.getByRole('tab', { name: 'Register' }));
    expect(await tabs.allTextContents()).toEqual([
      'Check Account',
      'Set or Change Password',
      'Login',
      'Register',
    ]);
    await expectWithinViewport(page, tabs);
    expect(await sidewaysScrollers(page.getByRole('tablist'))).toEqual([]);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('tab', { name: 'Register' }).click();
    await page.waitForURL(/tab=register/);
    await shows(page.getByRole('button', { name: 'Create Account' }));
    await snap(page, shot('1-auth-tabs'));
    await page.context().close();
  });

  it('lists the orders on /account within the screen: cards on a phone, a table on a desktop', async () => {
    const email = `layout-${viewport.name}-${Date.now()}@example.com`;
    const password = 'L@yout-2026';
    await createAccount(shop.runtime, { email, password, name: 'Lena Layout', type: 'own-user' });
    // The longest zone name the catalogue sells, and a second order.
    const token = await idToken(email, password);
    await order(token, email, '01121_5');
    await order(token, email, '01038_1');

    const page = await shop.openPage(viewport);
    await page.goto('/login?redirectTo=%2Faccount');
    await signIn(page, email, password);
    await page.waitForURL(/\/account$/);
    const orders = page.getByRole('region', { name: 'Your Orders' });
    const links = orders.getByRole('link', { name: /^View order/ });
    await shows(links.first(), 30_000);
    expect(await links.count()).toBe(2);
    await shows(orders.getByText('Central and South America 20GB').filter({ visible: true }));

    expect(await orders.getByRole('table').isVisible()).toBe(!viewport.phone);
    expect(await sidewaysScrollers(orders)).toEqual([]);
    await expectWithinViewport(page, orders);
    await expectNoHorizontalOverflow(page);
    await snap(page, shot('2-account-orders'));
    await page.context().close();
  });
});
