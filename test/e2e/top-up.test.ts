import type { CheckoutResponse } from '../../shared/api/checkout.schema';
import type { OrderView } from '../../shared/api/orders.schema';
import { expectNoHorizontalOverflow, shows, snap } from './support/journey';
import { FREE_COUPON, VIEWPORTS, startShop } from './support/shop';

const shop = startShop();

/** An eSIM bought (with the free coupon, over the shop's API) and delivered; its ICCID. */
async function boughtEsim(email: string): Promise<string> {
  const api = `${shop.runtime.apiUrl}/api`;
  const response = await fetch(`${api}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      bundleId: '01032_3',
      name: 'Tess Topper',
      email,
      couponCode: FREE_COUPON,
      acceptTerms: true,
    }),
  });
  const { orderReference } = (await response.json()) as CheckoutResponse;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const order = (await (await fetch(`${api}/orders/${orderReference}`)).json()) as OrderView;
    if (order.status === 'completed' && order.esim) return order.esim.iccid;
    if (order.status === 'error' || Date.now() > deadline)
      throw new Error(`The eSIM was not delivered: ${order.step}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe.each(VIEWPORTS)('topping up a bought eSIM at $name width ($width px)', (viewport) => {
  it('tops up the eSIM from /esim-status, pays on the hosted page and sees the new balance and the history line', async () => {
    const email = `topper-${viewport.name}-${Date.now()}@example.com`;
    const iccid = await boughtEsim(email);
    const shot = (step: string) => `${viewport.name}-topup-${step}`;

    const page = await shop.openPage(viewport);
    await page.goto('/esim-status');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByRole('textbox', { name: 'ICCID' }).fill(iccid);
    await page.getByRole('button', { name: 'Check Status' }).click();
    const status = page.getByRole('region', { name: 'Bundle Status' });
    await shows(status.getByText('5,120 MB'));

    await page.getByRole('button', { name: 'Top up this eSIM' }).click();
    const topUp = page.getByRole('region', { name: 'Top up this eSIM' });
    await shows(topUp.getByText('Add data to this eSIM in Europe', { exact: false }));
    await topUp.getByText('5GB for 10 days – €13.83').click();
    await shows(topUp.getByTestId('price-total').filter({ hasText: '€13.83' }));
    await topUp.getByText('1GB for 7 days – €2.77').click();
    await shows(topUp.getByTestId('price-total').filter({ hasText: '€2.77' }));
    // Chakra draws its own box over the native input, so tick it as a keyboard user does.
    const terms = topUp.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await terms.focus();
    await terms.press('Space');
    await expect.poll(() => terms.isChecked()).toBe(true);
    await expectNoHorizontalOverflow(page);
    await snap(page, shot('1-offers'));
    await topUp.getByRole('button', { name: 'Proceed to Payment' }).click();

    await page.waitForURL((url) => url.href.startsWith(shop.runtime.stripeStandinUrl!));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL(/\/success\?reference=/);
    await shows(page.getByRole('heading', { name: 'Your eSIM has been topped up' }), 60_000);
    await shows(page.getByText('Remaining data: 6,144 MB'));
    // A top-up installs nothing: no new QR code.
    expect(await page.getByRole('img', { name: 'eSIM activation QR code' }).count()).toBe(0);
    await expectNoHorizontalOverflow(page);
    await snap(page, shot('2-success'));

    const mails = await shop.mailsTo(email, (mail) => mail.subject.endsWith('Your eSIM has been topped up'));
    expect(mails).toHaveLength(1);

    await page.getByRole('link', { name: 'Check eSIM Status' }).first().click();
    await page.waitForURL(/\/esim-status\?iccid=/);
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByRole('button', { name: 'Check Status' }).click();
    await shows(page.getByRole('region', { name: 'Bundle Status' }).getByText('6,144 MB'));
    const history = page.getByRole('region', { name: 'Top-up History' });
    await shows(history.getByRole('row', { name: /Europe 1GB.*1GB/ }));
    await snap(page, shot('3-history'));
    await page.context().close();
  });
});
