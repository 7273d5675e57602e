import type { Locator, Page } from 'playwright-core';
import { DEMO_ADMIN } from '../../infra/data/seed';
import { createAccount, signIn } from './support/accounts';
import { expectNoHorizontalOverflow, shows, snap } from './support/journey';
import { VIEWPORTS, startShop } from './support/shop';

const shop = startShop();

/**
 * Opens the phone's menu and returns it once it has slid in and stayed open, so that a click inside
 * never lands on it while it moves. In CI (never locally, at 4x or 12x CPU slow-down) the drawer has
 * been seen to close by itself just after opening, or not to settle open: it is opened again then, at
 * most three times, so that the journey tests what it is about; the cause is being looked into.
 */
async function openMenu(page: Page): Promise<Locator> {
  await page.waitForLoadState('networkidle');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const open = menu.and(page.locator('[data-state="open"]'));
  for (let attempt = 1; ; attempt++) {
    // A drawer still closing from the last attempt holds the page under its backdrop.
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const settled = await open.waitFor({ timeout: 5_000 }).then(
      async () => {
        await page.waitForTimeout(500);
        return open.isVisible();
      },
      () => false,
    );
    if (settled || attempt === 3) break;
  }
  await open.waitFor({ timeout: 1_000 });
  return menu;
}

/** The header's account entry: the name on the desktop bar, inside the menu on a phone. */
async function expectSignedInAs(page: Page, name: string, phone: boolean): Promise<void> {
  if (phone) {
    const menu = await openMenu(page);
    await shows(menu.getByText(`Signed in as ${name}`));
    // Escape closes it as a traveller's keyboard would, whether or not it is still moving.
    await page.keyboard.press('Escape');
    // The drawer animates out; its backdrop takes the clicks until it is gone.
    await menu.waitFor({ state: 'hidden' });
  } else {
    await shows(page.getByRole('button', { name: `Account menu, signed in as ${name}` }));
  }
}

async function signOut(page: Page, phone: boolean): Promise<void> {
  if (phone) {
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Sign out' }).click();
  } else {
    // The same wait as the phone's menu: the account menu is re-rendered when the session settles.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
}

describe.each(VIEWPORTS)('signing in at $name width ($width px)', (viewport) => {
  const shot = (step: string) => `${viewport.name}-sign-in-${step}`;

  it('signs the demo own-admin in on /login and lands on /admin', async () => {
    const page = await shop.openPage(viewport);
    await page.goto('/');
    // Nobody is signed in: the header offers Sign In.
    if (viewport.phone) {
      const menu = await openMenu(page);
      await menu.getByRole('link', { name: 'Sign In' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
    }
    await page.waitForURL(/\/login$/);
    await shows(page.getByRole('heading', { name: 'Welcome Back' }));
    await expectNoHorizontalOverflow(page);
    await snap(page, shot('1-login'));

    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.waitForURL(/\/admin$/);
    expect(new URL(page.url()).pathname).toBe('/admin');
    await shows(page.getByRole('heading', { name: 'Admin Dashboard' }));
    await shows(page.getByText('Login successful'));
    await expectSignedInAs(page, DEMO_ADMIN.full_name, viewport.phone);
    await expectNoHorizontalOverflow(page);
    await snap(page, shot('2-admin'));
    await page.context().close();
  });

  it('sends a signed-out visit to /account to /login and back after signing in; the session survives a reload', async () => {
    const account = {
      email: `traveller-${viewport.name}-${Date.now()}@example.com`,
      password: 'Tr@veller-2026',
      name: 'Ada Traveller',
      type: 'own-user',
    } as const;
    await createAccount(shop.runtime, account);
    const page = await shop.openPage(viewport);

    await page.goto('/account');
    await page.waitForURL(/\/login\?redirectTo=%2Faccount$/);
    await signIn(page, account.email, 'wrong-Password-1');
    await shows(page.getByText('Invalid email or password. Your account may need password setup.'));
    await shows(page.getByRole('link', { name: 'Set up password' }));
    await snap(page, shot('3-login-refused'));

    await signIn(page, account.email, account.password);
    await page.waitForURL(/\/account$/);
    await shows(page.getByRole('heading', { name: 'Your Account' }));
    await expectSignedInAs(page, account.name, viewport.phone);
    await expectNoHorizontalOverflow(page);
    await snap(page, shot('4-account'));

    await page.reload();
    await shows(page.getByRole('heading', { name: 'Your Account' }));
    expect(new URL(page.url()).pathname).toBe('/account');

    await signOut(page, viewport.phone);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/account');
    await page.waitForURL(/\/login\?redirectTo=%2Faccount$/);
    await page.context().close();
  });
});
