import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { TWO_FACTOR_MESSAGES } from '../../shared/api/two-factor.schema';
import { createAccount, idTokenOf, signIn } from './support/accounts';
import { expectNoHorizontalOverflow, shows, snap } from './support/journey';
import { VIEWPORTS, startShop } from './support/shop';

// The deployed stages' setting: own-admins must sign in with an authenticator app.
const shop = startShop({ REQUIRE_ADMIN_TOTP: 'true' });
const desktop = VIEWPORTS[0];

/** What the admin's authenticator app shows now for the setup key (Cognito's TOTP: SHA-1, 6 digits, 30 s). */
const codeFor = (secret: string) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/** Signs out from the account menu, and waits until the header offers Sign In again. */
async function signOut(page: Page): Promise<void> {
  const signInLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' });
  await page.waitForLoadState('networkidle');
  // The menu may still be animating when its item is clicked (seen once): try again, at most twice more.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await signInLink.isVisible()) return;
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const signedOut = await signInLink
      .waitFor({ state: 'visible', timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (signedOut) return;
    await page.keyboard.press('Escape');
  }
  throw new Error('Sign out did not end the session');
}

describe('two-factor sign-in for admins (REQUIRE_ADMIN_TOTP=true)', () => {
  it('asks a new admin to enrol, who enrols on /account and signs in again with a code to reach /admin', async () => {
    const admin = {
      email: `admin-totp-${Date.now()}@example.com`,
      password: 'Adm1n-totp-2026',
      name: 'Tess Admin',
      type: 'own-admin',
    } as const;
    await createAccount(shop.runtime, admin);

    // Without a factor the admin routes refuse the admin, whatever the browser shows.
    const passwordOnly = await idTokenOf(shop.runtime, admin.email, admin.password);
    const refused = await fetch(`${shop.runtime.apiUrl}/api/admin/users`, {
      headers: { Authorization: `Bearer ${passwordOnly}` },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      TWO_FACTOR_MESSAGES.requiredForAdmins,
    );

    const page = await shop.openPage(desktop);
    await page.goto('/login?redirectTo=%2Fadmin');
    await signIn(page, admin.email, admin.password);
    await page.waitForURL(/\/admin$/);
    await shows(page.getByRole('region', { name: 'Set up two-factor authentication' }));
    expect(await page.getByRole('tab', { name: 'Admin Management' }).count()).toBe(0);

    // Enrol on /account: the QR code, the setup key the test's "authenticator app" reads, a first code.
    await page.goto('/account?tab=profile');
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await section.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();
    await shows(section.getByRole('img', { name: 'QR code for your authenticator app' }));
    const secret = ((await section.getByLabel('Setup key').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await section.getByLabel(/Code from your authenticator app/).fill(codeFor(secret));
    await section.getByRole('button', { name: 'Verify and Turn On' }).click();
    await shows(section.getByText(/^On: every sign-in asks for a code/));
    await expectNoHorizontalOverflow(page);
    await snap(page, 'desktop-two-factor-1-enrolled');

    // A sign-in now asks for the code after the password; a wrong one is refused.
    await signOut(page);
    await page.goto('/login?redirectTo=%2Fadmin');
    await signIn(page, admin.email, admin.password);
    const challenge = page.getByRole('form', { name: 'Multi-factor sign-in' });
    await challenge.getByLabel(/Authenticator code/).fill(codeFor(secret) === '000000' ? '111111' : '000000');
    await challenge.getByRole('button', { name: 'Verify and Sign In' }).click();
    // cognito-local's words for Cognito's CodeMismatchException, shown as Amplify passes them on.
    await shows(page.getByText(/Incorrect confirmation code/i));
    await challenge.getByLabel(/Authenticator code/).fill(codeFor(secret));
    await challenge.getByRole('button', { name: 'Verify and Sign In' }).click();
    await page.waitForURL(/\/admin$/);
    await shows(page.getByRole('tab', { name: 'Admin Management' }));
    await snap(page, 'desktop-two-factor-2-admin');
    await page.context().close();
  });
});
