import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Screenshots are kept as test artefacts here (git-ignored). */
export const ARTEFACT_DIR = join(process.cwd(), 'test-results', 'e2e');

/** Waits until the element is visible (Playwright's own wait, so the failure names the locator). */
export async function shows(locator: Locator, timeout?: number): Promise<void> {
  await locator.waitFor({ state: 'visible', ...(timeout !== undefined && { timeout }) });
}

/** Saves a full-page screenshot as `test-results/e2e/{name}.png`. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(ARTEFACT_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTEFACT_DIR, `${name}.png`), fullPage: true });
}

/** Fails when the page is wider than the viewport (a layout break: the traveller must scroll sideways). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `page is ${scrollWidth} px wide in a ${clientWidth} px viewport`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/**
 * Fails when any item of the list is cut off: each one must lie inside the viewport's width as drawn,
 * without scrolling inside its box (a row scrolled sideways hides its last items at the right).
 */
export async function expectItemsInsideViewport(list: Locator): Promise<void> {
  const width = list.page().viewportSize()?.width ?? 0;
  const items = await list.getByRole('listitem').all();
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    const box = await item.boundingBox();
    const name = (await item.textContent()) ?? '';
    expect(box, `${name} is drawn`).not.toBeNull();
    expect(box!.x, `${name} starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${name} ends inside the ${width} px viewport`).toBeLessThanOrEqual(width);
  }
}

const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
};

/** The calendar's accessible name of a day, as react-day-picker writes it: 'Monday, June 15th, 2026'. */
export function dayButtonName(date: Date): string {
  const weekday = date.toLocaleDateString('en-US', { weekday: 'long' });
  const month = date.toLocaleDateString('en-US', { month: 'long' });
  return `${weekday}, ${month} ${ordinal(date.getDate())}, ${date.getFullYear()}`;
}

export function addDays(date: Date, days: number): Date {
  const result = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  result.setDate(result.getDate() + days);
  return result;
}

/** Opens the date field labelled `label` and picks `date`, paging months forward as needed. */
export async function pickDate(page: Page, label: string, date: Date): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  const day = page.getByRole('button', { name: dayButtonName(date) });
  for (let months = 0; months < 3 && !(await day.isVisible()); months += 1) {
    await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await day.click();
}

export type Destination = { search: string; option: string };

/**
 * The three planner steps from the home page: a destination picked by typing in the search, arrival
 * and departure, then the results with the cheapest bundle preselected, and on to /checkout.
 */
export async function planTrip(
  page: Page,
  destination: Destination,
  dates: { arrival: Date; departure: Date },
  shot?: string,
): Promise<void> {
  await shows(page.getByRole('heading', { name: 'Choose Your Travel eSIM' }));
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  await expect.poll(() => continueButton.isDisabled()).toBe(true);

  const search = page.getByRole('combobox', { name: 'Search and select destinations' });
  await search.click();
  await search.pressSequentially(destination.search);
  const option = page.getByRole('listbox', { name: 'Destinations' }).getByRole('option', {
    name: destination.option,
  });
  await option.click();
  await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
  await search.press('Escape');
  await shows(page.getByText('Selected Destinations:'));
  await expectNoHorizontalOverflow(page);
  if (shot) await snap(page, `${shot}-1-destinations`);
  await continueButton.click();

  await shows(page.getByRole('heading', { name: 'When are you traveling?' }));
  await expect.poll(() => continueButton.isDisabled()).toBe(true);
  await pickDate(page, 'When do you arrive?', dates.arrival);
  await shows(page.getByRole('heading', { name: 'How long is your trip?' }));
  await pickDate(page, 'Select exact date', dates.departure);
  await expectNoHorizontalOverflow(page);
  if (shot) await snap(page, `${shot}-2-dates`);
  await continueButton.click();

  await shows(page.getByRole('heading', { name: 'Your Trip Summary' }));
  await shows(page.getByRole('heading', { name: 'Recommended Bundles' }));
  await shows(page.getByText('High-speed Data'));
  // The cheapest bundle is chosen already.
  await expect.poll(() => page.getByRole('radio').first().getAttribute('aria-checked')).toBe('true');
  await expectNoHorizontalOverflow(page);
  if (shot) await snap(page, `${shot}-3-results`);
  await page.getByRole('button', { name: 'Start your journey and go to payment' }).click();
  await page.waitForURL(/\/checkout$/);
}

/**
 * The header's cart button names the count, and its badge shows the digit inside the circle (text
 * taller than the badge is clipped out of sight).
 */
export async function expectCartCount(page: Page, count: number): Promise<void> {
  const button = page.getByRole('button', { name: `Open cart, ${count} ${count === 1 ? 'item' : 'items'}` });
  await shows(button);
  const badge = button.getByTestId('cart-count');
  expect(await badge.textContent()).toBe(String(count));
  const fits = await badge.evaluate((el) => el.scrollHeight <= el.clientHeight + 1);
  expect(fits, 'the count fits inside its badge').toBe(true);
}

export type Buyer = { name: string; email: string; coupon?: string };

/** Fills Customer Information and accepts the terms; returns the submit button. */
export async function fillCustomerInformation(page: Page, buyer: Buyer) {
  await shows(page.getByRole('heading', { name: 'Customer Information' }));
  const submit = page.getByRole('button', { name: 'Proceed to Payment' });
  await page.getByRole('textbox', { name: 'Full Name' }).fill(buyer.name);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(buyer.email);
  if (buyer.coupon) await page.getByRole('textbox', { name: 'Coupon Code' }).fill(buyer.coupon);
  // Without accepted terms the button stays disabled.
  const anySubmit = page.getByRole('button', {
    name: /^(Proceed to Payment|Get Free eSIM|Processing\.\.\.)$/,
  });
  await expect.poll(() => anySubmit.isDisabled()).toBe(true);
  // Chakra draws its own box over the native input, so tick it as a keyboard user does.
  const terms = page.getByRole('checkbox', { name: 'I accept the terms and conditions' });
  await terms.focus();
  await terms.press('Space');
  await expect.poll(() => terms.isChecked()).toBe(true);
  return buyer.coupon ? page.getByRole('button', { name: 'Get Free eSIM' }) : submit;
}

/** On the success page: waits for the ready eSIM card and returns the ICCID it shows. */
export async function waitForEsim(page: Page): Promise<string> {
  await shows(page.getByRole('heading', { name: 'Thank You for Your Purchase!' }));
  const card = page.getByRole('region', { name: 'Your Travel eSIM' });
  const qr = card.getByRole('img', { name: 'eSIM activation QR code' });
  await shows(qr, 60_000);
  // The image really decoded (a broken data URL has no natural size).
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = await qr.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(250);
  const iccid = card.getByText(/^\d{19,20}$/);
  await shows(iccid);
  await shows(card.getByRole('link', { name: 'Download QR Code' }));
  return (await iccid.textContent())?.trim() ?? '';
}
