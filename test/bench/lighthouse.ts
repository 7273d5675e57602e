/**
 * Lighthouse (mobile with its simulated throttling, and desktop) on Debian's Chromium against the
 * production build served as `npm run preview` serves it, beside the bare-React floor in the same run.
 */
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result as LighthouseResult } from 'lighthouse';
import { preview, type PreviewServer } from 'vite';
import { freePort } from '../../infra/local/free-port';
import { kb, median, ms, type Row } from './report';
import { REPO_ROOT, weigh, type BuiltSite } from './web-build';

/** The routes the issue names; the first view of each, without interaction. */
export const KEY_ROUTES = ['/', '/checkout', '/esim-status', '/faq', '/support'] as const;

const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const GOALS = { performance: 95, lcpMs: 1500, cls: 0.05, accessibility: 100, seo: 100 };

interface PageRun {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  cls: number;
  mainThreadMs: number;
  /** Same-origin scripts the page requested, as paths of the build. */
  scripts: string[];
  /** The accessibility audits the page failed, scored or not, with where (e.g. `heading-order (main > h3)`). */
  accessibilityFailures: string[];
}

/** Serves a build as `vite preview` does; `/api` goes to the local API when given. */
async function serve(site: BuiltSite, shop: { apiUrl: string } | null): Promise<PreviewServer> {
  const port = await freePort();
  const previewOptions = {
    host: '127.0.0.1',
    port,
    strictPort: true,
    open: false,
    ...(shop && { proxy: { '/api': { target: shop.apiUrl, changeOrigin: false } } }),
  };
  return shop
    ? preview({ configFile: join(REPO_ROOT, 'frontend', 'vite.config.ts'), preview: previewOptions })
    : preview({
        configFile: false,
        // Any folder above the build: Vite refuses a root inside its outDir.
        root: join(site.dist, '..'),
        build: { outDir: site.dist },
        logLevel: 'warn',
        preview: previewOptions,
      });
}

const baseUrl = (server: PreviewServer) => {
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server has no local URL');
  return url.replace(/\/$/, '');
};

async function audit(port: number, url: string, formFactor: 'mobile' | 'desktop'): Promise<PageRun> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr: LighthouseResult = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const origin = new URL(url).origin;
  const requests = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] })?.items;
  const accessibilityFailures = (lhr.categories['accessibility']?.auditRefs ?? [])
    .filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => failureAt(ref.id, lhr.audits[ref.id]?.details));
  const scripts = (requests ?? [])
    .filter((item) => item.resourceType === 'Script' && String(item.url).startsWith(origin))
    .map((item) => new URL(String(item.url)).pathname.replace(/^\//, ''));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    mainThreadMs: numeric('mainthread-work-breakdown'),
    scripts,
    accessibilityFailures,
  };
}

/** An accessibility audit's id and where it failed: the first elements' selectors, as Lighthouse names them. */
function failureAt(id: string, details: unknown): string {
  const items = (details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
  const selectors = items.flatMap((item) => (item.node?.selector ? [item.node.selector] : []));
  return selectors.length === 0 ? id : `${id} (${selectors.slice(0, 2).join('; ')})`;
}

/** Median of each figure over the runs (the scripts of the first run, the failed audits of any). */
function medianRun(runs: PageRun[]): PageRun {
  const pick = (key: Exclude<keyof PageRun, 'scripts' | 'accessibilityFailures'>) =>
    median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    mainThreadMs: pick('mainThreadMs'),
    scripts: runs[0]?.scripts ?? [],
    accessibilityFailures: [...new Set(runs.flatMap((run) => run.accessibilityFailures))],
  };
}

export async function lighthouseSection(options: {
  shop: BuiltSite;
  floor: BuiltSite;
  apiUrl: string;
  runs: number;
  log: (line: string) => void;
}): Promise<Row[]> {
  const shopServer = await serve(options.shop, { apiUrl: options.apiUrl });
  const floorServer = await serve(options.floor, null);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const measure = async (url: string, formFactor: 'mobile' | 'desktop') => {
    const runs: PageRun[] = [];
    for (let i = 0; i < options.runs; i += 1) runs.push(await audit(chrome.port, url, formFactor));
    options.log(
      `  Lighthouse ${formFactor} ${url}: performance ${runs.map((r) => r.performance).join(', ')}`,
    );
    return medianRun(runs);
  };
  const rows: Row[] = [];
  try {
    const floorUrl = `${baseUrl(floorServer)}/`;
    const floor = { mobile: await measure(floorUrl, 'mobile'), desktop: await measure(floorUrl, 'desktop') };
    const floorJs = await weigh(options.floor.dist, floor.mobile.scripts);
    const shopBase = baseUrl(shopServer);
    for (const route of KEY_ROUTES) {
      const mobile = await measure(`${shopBase}${route}`, 'mobile');
      const desktop = await measure(`${shopBase}${route}`, 'desktop');
      const js = await weigh(options.shop.dist, mobile.scripts);
      const row = (what: string, measured: string, reference: string, ok?: boolean, value?: number) =>
        rows.push({ section: 'lighthouse', what: `${route} ${what}`, measured, reference, ok, value });
      row(
        'JS loaded, gzip / br',
        `${kb(js.gzip)} / ${kb(js.brotli)} (${js.files.length} files)`,
        `floor ${kb(floorJs.gzip)} / ${kb(floorJs.brotli)}`,
        undefined,
        js.gzip,
      );
      row(
        'performance, mobile',
        String(mobile.performance),
        `floor ${floor.mobile.performance}; goal ≥ ${GOALS.performance}`,
        mobile.performance >= GOALS.performance,
        mobile.performance,
      );
      row(
        'performance, desktop',
        String(desktop.performance),
        `floor ${floor.desktop.performance}`,
        undefined,
        desktop.performance,
      );
      row(
        'LCP, mobile',
        ms(mobile.lcpMs),
        `floor ${ms(floor.mobile.lcpMs)}${route === '/' ? `; goal ≤ ${ms(GOALS.lcpMs)}` : ''}`,
        route === '/' ? mobile.lcpMs <= GOALS.lcpMs : undefined,
        mobile.lcpMs,
      );
      row(
        'CLS, mobile',
        mobile.cls.toFixed(3),
        `floor ${floor.mobile.cls.toFixed(3)}; goal < ${GOALS.cls}`,
        mobile.cls < GOALS.cls,
        mobile.cls,
      );
      row(
        'main-thread work, mobile',
        ms(mobile.mainThreadMs),
        `floor ${ms(floor.mobile.mainThreadMs)}`,
        undefined,
        mobile.mainThreadMs,
      );
      row(
        'accessibility',
        [mobile.accessibility, ...mobile.accessibilityFailures].join(', '),
        `floor ${floor.mobile.accessibility}; goal ${GOALS.accessibility}`,
        mobile.accessibility >= GOALS.accessibility,
        mobile.accessibility,
      );
      row(
        'SEO',
        String(mobile.seo),
        `floor ${floor.mobile.seo}; goal ${GOALS.seo}`,
        mobile.seo >= GOALS.seo,
        mobile.seo,
      );
    }
  } finally {
    chrome.kill();
    await Promise.all([shopServer.close(), floorServer.close()]);
  }
  return rows;
}
