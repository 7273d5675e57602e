import { signIn } from './support/accounts';
import {
  addDays,
  expectNoHorizontalOverflow,
  fillCustomerInformation,
  planTrip,
  shows,
  snap,
  waitForEsim,
} from './support/journey';
import { FREE_COUPON, VIEWPORTS, startShop } from './support/shop';

const shop = startShop();

/** The one-time code of the shop's verification mail to `email`. */
async function mailedCode(email: string): Promise<string> {
  const mail = (await shop.mailsTo(email, ({ subject }) => /verification code/i.test(subject))).at(-1);
  if (!mail) throw new Error(`No verification mail to ${email}`);
  const code = /\b(\d{6})\b/.exec(mail.body.text ?? mail.body.html ?? '')?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail to ${email}`);
  return code;
}

describe.each(VIEWPORTS)('claiming an anonymous purchase at $name width ($width px)', (viewport) => {
  const shot = (step: string) => `${viewport.name}-claim-${step}`;

  it('buys without an account, registers with the e-mailed code, signs in and sees the eSIM with its usage', async () => {
    const email = `claim-${viewport.name}-${Date.now()}@example.com`;
    const password = 'Cl@im-it-2026';
    const page = await shop.openPage(viewport);

    // An anonymous purchase: the checkout creates the account row and, like for any address, does not say so.
    await page.goto('/');
    const arrival = addDays(new Date(), 2);
    await planTrip(page, { search: 'eur', option: 'Europe' }, { arrival, departure: addDays(arrival, 6) });
    const submit = await fillCustomerInformation(page, { name: 'Ada Claimer', email, coupon: FREE_COUPON });
    await submit.click();
    await page.waitForURL(/\/success\?reference=/);
    const iccid = await waitForEsim(page);

    // The buyer claims the account: register with the same e-mail, proved by the mailed code.
    await page.goto(`/auth?tab=register&email=${encodeURIComponent(email)}`);
    await page.getByLabel('Full Name').fill('Ada Claimer');
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await shows(page.getByText('Strong', { exact: true }));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await shows(page.getByText(`We sent a 6-digit code to ${email}`));
    await expectNoHorizontalOverflow(page);
    await snap(page, shot('1-code'));
    await page.getByLabel('Verification code').fill(await mailedCode(email));
    await page.getByRole('button', { name: 'Verify code' }).click();
    await shows(page.getByText('Account Created'));

    await page.waitForURL(/\/login\?email=/);
    await signIn(page, email, password);
    await page.waitForURL(/\/account$/);

    const esim = page.getByRole('region', { name: 'eSIM 1' });
    await shows(esim.getByText(`ICCID ${iccid}`), 30_000);
    await shows(esim.getByTestId('remaining-data'));
    expect(await esim.getByTestId('remaining-data').textContent()).toMatch(/^[\d,]+ MB$/);
    await shows(esim.getByRole('progressbar', { name: 'Data used' }));
    await shows(page.getByRole('region', { name: 'Your Orders' }).getByRole('link', { name: /^View order/ }));
    await expectNoHorizontalOverflow(page);
    await snap(page, shot('2-account'));
    await page.context().close();
  });
});
