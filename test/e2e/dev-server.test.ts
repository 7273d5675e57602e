import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { freePort } from '../../infra/local/free-port';
import { startShopServer, type ShopServer } from '../../infra/local/runtime/spa';
import { REPO_ROOT } from '../../infra/repo-root';
import { launchBrowser } from './support/browser';
import { shows } from './support/journey';

/**
 * The shop as `npm start` serves it: Vite's dev server (React's development build, its effects run
 * twice), started with an empty dependency cache as on a first start. The API answers 404 to every
 * call: these tests are about the page's code, not its data.
 */
let shop: ShopServer | undefined;
let browser: Browser | undefined;
let api: Server | undefined;
let cacheDir: string | undefined;

beforeAll(async () => {
  api = createServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }));
  });
  await new Promise<void>((resolve) => api!.listen(0, '127.0.0.1', resolve));
  cacheDir = mkdtempSync(join(tmpdir(), 'vite-cache-'));
  [shop, browser] = await Promise.all([
    startShopServer({
      rootDir: REPO_ROOT,
      port: await freePort(),
      apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      preview: false,
      viteCacheDir: cacheDir,
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await new Promise((resolve) => api?.close(resolve));
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

/** A fresh desktop page at the shop's home, counting its document loads and uncaught errors. */
async function openHome(): Promise<{ page: Page; loads: () => number; errors: string[] }> {
  const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let loads = 0;
  const errors: string[] = [];
  page.on('load', () => (loads += 1));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(shop!.url);
  await page.waitForFunction(() => document.documentElement.dataset['appReady'] === 'true', null, {
    timeout: 60_000,
  });
  return { page, loads: () => loads, errors };
}

describe('the dev server (npm start)', () => {
  it('serves the first visit after the start compiled, without reloading the page under the visitor', async () => {
    const { page, loads, errors } = await openHome();
    await shows(page.getByRole('heading', { name: 'Choose Your Travel eSIM' }));
    // A re-bundling of the dependencies found late reloads the page within a few seconds.
    await page.waitForTimeout(3000);
    expect(loads()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the cart open after the first click on its icon', async () => {
    const { page } = await openHome();
    await page.getByRole('button', { name: 'Open cart, empty' }).click();
    const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
    await shows(cart);
    // The lazily loaded panel mounts while the header button still has focus; React's development
    // build then runs its effects twice. Neither is the traveller leaving the panel.
    await page.waitForTimeout(1500);
    expect(await cart.isVisible()).toBe(true);
    await shows(cart.getByRole('heading', { name: 'Choose Your Travel eSIM' }));
    await page.context().close();
  });
});
