import type { Locator, Page } from 'playwright-core';
import { addDays, expectNoHorizontalOverflow, shows, snap } from './support/journey';
import { startShop } from './support/shop';

const SUPPORT_MAILBOX = 'help@roamly.example';

const shop = startShop({ SUPPORT_MAILBOX });

async function openSupport(): Promise<Page> {
  const page = await shop.openPage({ width: 1280, height: 900 });
  await page.goto('/support');
  await shows(page.getByRole('heading', { name: 'Support', exact: true }));
  return page;
}

/** Sends a chat message and returns the assistant's reply bubble that answers it. */
async function ask(page: Page, message: string): Promise<Locator> {
  const log = page.getByRole('log', { name: 'Chat messages' });
  const before = await log.locator(':scope > div').count();
  await page.getByRole('textbox', { name: 'Your message' }).fill(message);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  // The question, then the reply.
  await expect.poll(() => log.locator(':scope > div').count()).toBe(before + 2);
  return log.locator(':scope > div').nth(before + 1);
}

/** 'Europe 10GB|€30.46' for each offer a reply lists. */
async function offersIn(reply: Locator): Promise<string[]> {
  const items = await reply.getByRole('listitem').allTextContents();
  return items.map((item) => {
    const match = /^(.+?): .*?(€[\d,]+\.\d\d)/.exec(item);
    return match ? `${match[1]}|${match[2]}` : item;
  });
}

/** '3 December 2026': with the year, so that a trip over New Year reads the same on every day. */
const dayMonth = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const dayMonthYear = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

describe('the support assistant', () => {
  it('answers a bundle question with the planner’s offers and a link that opens the planner on them', async () => {
    const page = await openSupport();
    await page.getByRole('button', { name: 'Start Chat' }).click();
    const arrival = addDays(new Date(), 10);
    const departure = addDays(arrival, 11);

    const reply = await ask(
      page,
      `I'm going to Spain and Italy from ${dayMonth(arrival)} to ${dayMonth(departure)}, which bundle?`,
    );
    const link = reply.getByRole('link', { name: /in the planner$/ });
    await shows(link);
    const offered = await offersIn(reply);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((offer) => /^Europe .+\|€\d+\.\d\d$/.test(offer))).toBe(true);
    await snap(page, 'support-1-bundle-answer');

    // A follow-up keeps the countries and changes only the length.
    const followUp = await ask(page, 'and for 20 days?');
    expect(await followUp.getByRole('link', { name: /in the planner$/ }).getAttribute('href')).toBe(
      '/bundleselector?countries=ES,IT&days=20',
    );
    await expectNoHorizontalOverflow(page);
    await snap(page, 'support-2-follow-up');

    await link.click();
    await page.waitForURL(/\/bundleselector\?countries=ES,IT&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
    await shows(page.getByRole('heading', { name: 'Your Trip Summary' }));
    await shows(page.getByRole('button', { name: '2 destinations' }));
    await shows(page.getByText('12 days', { exact: true }));
    await shows(page.getByText(`${dayMonthYear(arrival)} – `, { exact: false }));
    const cards = page.getByRole('radiogroup', { name: 'Recommended Bundles' }).getByRole('radio');
    await expect.poll(() => cards.first().getAttribute('aria-checked')).toBe('true');
    const shown = (await cards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? '')))
      .slice(0, offered.length)
      .map((label) => {
        const [name, , price] = label.split(', ');
        return `${name}|${price}`;
      });
    expect(shown).toEqual(offered);
    await snap(page, 'support-3-planner-results');
    await page.context().close();
  });

  it('shows the configured mailbox and copies a Send Us a Message ticket to it', async () => {
    const page = await openSupport();
    await shows(page.getByRole('link', { name: SUPPORT_MAILBOX }));
    const subject = `No data in Lisbon ${Date.now()}`;
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ada Traveller');
    await page.getByRole('textbox', { name: /^Email/ }).fill('ada.traveller@example.com');
    await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
    await page.getByRole('textbox', { name: /^Message/ }).fill('My eSIM shows no signal.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await shows(page.getByText('Message Sent').first());

    const copies = await shop.mailsTo(
      SUPPORT_MAILBOX,
      (mail) => mail.subject === `Support request: ${subject}`,
    );
    expect(copies.map((mail) => mail.destination.to)).toEqual([[SUPPORT_MAILBOX]]);
    expect(copies[0]?.body.text).toContain('ada.traveller@example.com');
    await page.context().close();
  });
});
