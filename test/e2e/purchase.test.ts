import { DEFAULT_BRAND } from '../../shared/brand/brand';
import {
  addDays,
  expectCartCount,
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

/** The trip: arriving in two days, a week long. */
function tripDates() {
  const arrival = addDays(new Date(), 2);
  return { arrival, departure: addDays(arrival, 6) };
}

describe.each(VIEWPORTS)('the traveller’s journey at $name width ($width px)', (viewport) => {
  const shot = (step: string) => `${viewport.name}-${step}`;
  const buyerEmail = `traveller-${viewport.name}-${Date.now()}@example.com`;
  let boughtIccid = '';

  it('buys an eSIM from the home page, pays on the hosted page and gets the QR code and the e-mail', async () => {
    const page = await shop.openPage(viewport);
    const consoleMessages: string[] = [];
    page.on('console', (message) => consoleMessages.push(message.text()));
    await page.goto('/');
    await shows(page.getByText('DANCE. MUSIC. LIFESTYLE. CONNECTION'));
    await expectNoHorizontalOverflow(page);
    await snap(page, shot('paid-0-home'));
    // The production build, as a deploy serves it: React's development code would name its DevTools.
    expect(consoleMessages.filter((text) => text.includes('React DevTools'))).toEqual([]);

    await shows(page.getByRole('button', { name: 'Open cart, empty' }));
    await planTrip(page, { search: 'fra', option: 'France' }, tripDates(), shot('paid'));
    await expectCartCount(page, 1);
    // The cart panel holds the bundle and its price lines: on a phone the whole screen, on a desktop
    // no taller than what it holds (no screenful of white under its button).
    await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
    const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
    const proceed = cart.getByRole('button', { name: 'Proceed to Checkout' });
    await shows(proceed);
    // The white between the last price line and the button.
    const whiteAbove = async () => {
      const [lines, button] = [
        await cart.getByLabel('Price breakdown').boundingBox(),
        await proceed.boundingBox(),
      ];
      return button!.y - (lines!.y + lines!.height);
    };
    const fits = async () =>
      viewport.phone ? (await cart.boundingBox())!.width === viewport.width : (await whiteAbove()) <= 64;
    await expect
      .poll(fits, { message: 'full-screen on a phone, as tall as its content on a desktop' })
      .toBe(true);
    await snap(page, shot('paid-3b-cart'));
    await page.keyboard.press('Escape');
    await cart.waitFor({ state: 'hidden' });
    const submit = await fillCustomerInformation(page, { name: 'Ada Traveller', email: buyerEmail });
    await shows(page.getByText('Sales Tax (21%) included'));
    await expectNoHorizontalOverflow(page);
    await snap(page, shot('paid-4-checkout'));
    await submit.click();

    await page.waitForURL((url) => url.href.startsWith(shop.runtime.stripeStandinUrl!));
    await snap(page, shot('paid-5-hosted-payment'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL(/\/success\?reference=/);
    boughtIccid = await waitForEsim(page);
    expect(boughtIccid).toMatch(/^\d{19,20}$/);
    await shows(page.getByText('Your travel eSIM is ready!').first());
    await expectNoHorizontalOverflow(page);
    // Every step of the order's progress is in sight, the last one too, at a phone's width as well.
    await expectItemsInsideViewport(page.getByRole('navigation', { name: 'Order progress' }));
    await snap(page, shot('paid-6-success'));

    const mails = await shop.mailsTo(buyerEmail);
    expect(mails).toHaveLength(1);
    expect(`${mails[0]!.body.html ?? ''}${mails[0]!.body.text ?? ''}`).toContain(boughtIccid);
    // The mail viewer a developer opens shows the same message.
    await page.goto(shop.runtime.mailViewerUrl);
    await shows(page.getByText(mails[0]!.subject).first());
    await snap(page, shot('paid-7-mail'));
    await page.context().close();
  });

  it('gets a free eSIM with a free coupon, without the payment page', async () => {
    const page = await shop.openPage(viewport);
    await page.goto('/');
    await planTrip(page, { search: 'eur', option: 'Europe' }, tripDates());
    const submit = await fillCustomerInformation(page, {
      name: 'Grace Traveller',
      email: `free-${buyerEmail}`,
      coupon: FREE_COUPON,
    });
    await shows(submit);
    await snap(page, shot('free-1-checkout'));
    await submit.click();

    await page.waitForURL(/\/success\?reference=/);
    expect(page.url().startsWith(shop.runtime.shopUrl!)).toBe(true);
    expect(await waitForEsim(page)).toMatch(/^\d{19,20}$/);
    await snap(page, shot('free-2-success'));
    await page.context().close();
  });

  it('returns home with the cart open and says the payment was cancelled, not failed', async () => {
    const page = await shop.openPage(viewport);
    await page.goto('/');
    await planTrip(page, { search: 'fra', option: 'France' }, tripDates());
    const submit = await fillCustomerInformation(page, {
      name: 'Ada Traveller',
      email: `cancel-${buyerEmail}`,
    });
    await submit.click();
    await page.waitForURL((url) => url.href.startsWith(shop.runtime.stripeStandinUrl!));
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    // Cancelled, not failed: the traveller chose to leave and nothing was charged.
    await shows(page.getByText('Payment cancelled'));
    await shows(page.getByText('Your payment was cancelled. Your cart is still here.'));
    expect(await page.getByText('Payment Failed').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
    await shows(cart);
    // The bundle is still in the cart, ready for another try.
    await shows(cart.getByRole('button', { name: 'Proceed to Checkout' }));
    await snap(page, shot('cancelled-1-home-cart'));
    // Trying again: the cart leads back to checkout with the same bundle (once the toast has gone).
    await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await shows(page.getByRole('heading', { name: 'Customer Information' }));
    await page.context().close();
  });

  it('says Payment Failed on the order page when the checkout expires, with the way back to the cart', async () => {
    const page = await shop.openPage(viewport);
    await page.goto('/');
    await planTrip(page, { search: 'fra', option: 'France' }, tripDates());
    const submit = await fillCustomerInformation(page, {
      name: 'Ada Traveller',
      email: `expired-${buyerEmail}`,
    });
    await submit.click();
    await page.waitForURL((url) => url.href.startsWith(shop.runtime.stripeStandinUrl!));
    await page.getByRole('button', { name: 'Expire checkout' }).click();

    await page.waitForURL(/\/success\?reference=/);
    await shows(page.getByRole('heading', { name: 'Payment Failed' }));
    await shows(page.getByText('Your payment could not be processed. Please try again.'));
    await snap(page, shot('expired-1-order-page'));
    await page.getByRole('button', { name: 'Back to cart' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
    await shows(cart.getByRole('button', { name: 'Proceed to Checkout' }));
    await page.context().close();
  });

  it('shows the status of the bought eSIM on /esim-status from its e-mail and ICCID', async () => {
    expect(boughtIccid, 'the paid purchase above must have delivered an eSIM').toMatch(/^\d{19,20}$/);
    const page = await shop.openPage(viewport);
    await page.goto('/esim-status');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(buyerEmail);
    await page.getByRole('textbox', { name: 'ICCID' }).fill(boughtIccid);
    await page.getByRole('button', { name: 'Check Status' }).click();

    const status = page.getByRole('region', { name: 'Bundle Status' });
    await shows(status);
    await shows(status.getByText(`ICCID ${boughtIccid}`));
    // A new eSIM has not been installed yet.
    await shows(status.getByText('eSIM is not activated'));
    await shows(status.getByText(/\d MB$/));
    await shows(page.getByRole('img', { name: 'eSIM activation QR code' }));
    await expectNoHorizontalOverflow(page);
    await snap(page, shot('status-1'));
    await page.context().close();
  });
});

describe('an empty cart at checkout', () => {
  it("goes home from /checkout saying 'Cart is empty'", async () => {
    const page = await shop.openPage(VIEWPORTS[1]);
    await page.goto('/checkout');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await shows(page.getByText('Cart is empty'));
    await shows(page.getByText('Please add a bundle to your cart before checking out.'));
    await expectNoHorizontalOverflow(page);
    await page.context().close();
  });
});

describe('layout of the planner and checkout at the narrowest and widest supported widths', () => {
  it.each([
    { name: 'narrow', width: 360, height: 740 },
    { name: 'wide', width: 1440, height: 900 },
  ])('has no sideways scrolling at $width px', async (viewport) => {
    const page = await shop.openPage(viewport);
    await page.goto('/');
    await expectNoHorizontalOverflow(page);
    await snap(page, `layout-${viewport.width}-1-home`);
    await planTrip(page, { search: 'asia', option: 'Asia Pacific' }, tripDates(), `layout-${viewport.width}`);
    await expectNoHorizontalOverflow(page);
    const submit = await fillCustomerInformation(page, { name: 'Layout Check', email: 'layout@example.com' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await expectNoHorizontalOverflow(page);
    await snap(page, `layout-${viewport.width}-4-checkout`);
    await page.context().close();
  });
});

/** 'rgb(r, g, b)', as the browser computes a hex colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('the brand, icons and flags as a browser draws them', () => {
  it('paints the primary button in the brand colour, zones as globes and countries as SVG flags', async () => {
    const page = await shop.openPage(VIEWPORTS[0]);
    await page.goto('/');
    await shows(page.getByText(DEFAULT_BRAND.tagline));
    expect(await page.title()).toBe(DEFAULT_BRAND.fullName);

    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    const paint = await continueButton.evaluate((button) => {
      const style = getComputedStyle(button);
      return { background: style.backgroundColor, text: style.color };
    });
    expect(paint).toEqual({ background: rgb(DEFAULT_BRAND.colors.primary), text: 'rgb(255, 255, 255)' });

    const europe = page.getByTestId('zone-card-Europe');
    await shows(europe.locator('svg').first());
    expect(await europe.locator('img').count()).toBe(0);

    const search = page.getByRole('combobox', { name: 'Search and select destinations' });
    await search.click();
    await search.pressSequentially('fra');
    const flag = page.getByRole('option', { name: 'France' }).locator('img');
    expect(await flag.getAttribute('src')).toBe('/flags/FR.svg');
    await expect
      .poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await snap(page, 'brand-1-home-flags');
    await page.context().close();
  });
});
