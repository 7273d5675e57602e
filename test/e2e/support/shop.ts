import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { parseRuntimeConfig } from '../../../infra/local/runtime/config';
import { startRuntime, type LocalRuntime } from '../../../infra/local/runtime/start-runtime';
import { launchBrowser } from './browser';

export type E2eShop = { runtime: LocalRuntime; browser: Browser; stop: () => Promise<void> };

/**
 * The whole shop on free ports with a throw-away data folder and the production build of the SPA,
 * and Chromium beside it; `settings` are extra runtime variables (.env names).
 */
export async function startE2eShop(settings: Record<string, string> = {}): Promise<E2eShop> {
  process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-shop-'));
  const config = parseRuntimeConfig({ SHOP_PORT: '0', API_PORT: '0', DATA_DIR: dataDir, ...settings });
  const [runtime, browser] = await Promise.all([
    startRuntime(config, { spa: 'preview', log: () => undefined }),
    launchBrowser(),
  ]);
  return {
    runtime,
    browser,
    stop: async () => {
      await browser.close();
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
