import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_COUPONS } from '../../../infra/data/seed';
import { parseRuntimeConfig } from '../../../infra/local/runtime/config';
import { startRuntime, type LocalRuntime } from '../../../infra/local/runtime/start-runtime';
import type { StoredMail } from '../../../infra/local/ses-local';
import { launchBrowser } from './browser';

/** Every journey runs at a desktop and a phone width. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, phone: false },
  { name: 'phone', width: 375, height: 812, phone: true },
] as const;

export const FREE_COUPON = DEMO_COUPONS.find(
  (c) => c.discount_type === 'free' && c.status === 'active',
)!.code;

export type Shop = {
  readonly runtime: LocalRuntime;
  /** A page in a fresh browser context: its own storage, so no cart, order or session leaks between tests. */
  openPage(viewport: { width: number; height: number }): Promise<Page>;
  /** The mails the shop sent to `to` (and `matching`), waiting up to 15 s for a first one. */
  mailsTo(to: string, matching?: (mail: StoredMail) => boolean): Promise<StoredMail[]>;
};

/**
 * Starts the whole shop for one test file, as `npm run preview` serves it: free ports, a throw-away
 * data folder, the production build of the SPA, and a fast simulator and pipeline so that an order
 * is delivered within seconds; and Chromium. Stops both after the file. `settings` are extra runtime
 * variables (.env names).
 */
export function startShop(settings: Record<string, string> = {}): Shop {
  let runtime: LocalRuntime | undefined;
  let browser: Browser | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
    dataDir = mkdtempSync(join(tmpdir(), 'e2e-shop-'));
    const config = parseRuntimeConfig({
      SHOP_PORT: '0',
      API_PORT: '0',
      DATA_DIR: dataDir,
      ESIM_SIM_ALLOCATION_DELAY_MS: '300',
      // A bought eSIM stays new ('not activated', its full data) however slow the run: the journeys
      // assert on it minutes after the purchase.
      ESIM_SIM_ACTIVATION_DELAY_MS: String(60 * 60_000),
      PIPELINE_POLL_INTERVAL_SECONDS: '1',
      ...settings,
    });
    [runtime, browser] = await Promise.all([
      // A build folder of its own: the files of this tier run side by side.
      startRuntime(config, {
        spa: 'preview',
        webOutDir: join(dataDir, 'web'),
        // The tier's one build (web-build.ts), prerendered for this shop.
        webPrebuilt: inject('webPrebuilt'),
        // Tables on the tier's DynamoDB Local, in memory, deleted when the runtime stops.
        dynamoEndpoint: inject('dynamoEndpoint'),
        log: () => undefined,
      }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await runtime?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const started = () => {
    if (!runtime || !browser) throw new Error('The shop is not running');
    return { runtime, browser };
  };

  return {
    get runtime() {
      return started().runtime;
    },
    async openPage(viewport) {
      const { runtime: shop, browser: chromium } = started();
      const context = await chromium.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        baseURL: shop.shopUrl!,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      // A prerendered page is visible before the app hydrates it, and a click before that is lost:
      // every load of a shop page waits for the app's ready mark (other sites have no #root).
      const appReady = () =>
        page.waitForFunction(
          () => !document.getElementById('root') || document.documentElement.dataset['appReady'] === 'true',
        );
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await appReady();
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await appReady();
        return response;
      };
      return page;
    },
    async mailsTo(to, matching = () => true) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const response = await fetch(`${started().runtime.mailViewerUrl}store`);
        const { emails } = (await response.json()) as { emails: StoredMail[] };
        const found = emails.filter(
          (mail) => mail.destination.to.some((address) => address.includes(to)) && matching(mail),
        );
        if (found.length > 0 || Date.now() > deadline) return found;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    },
  };
}
