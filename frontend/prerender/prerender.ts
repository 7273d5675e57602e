/**
 * Renders the public pages' first views into the built SPA (frontend/dist) at build time: each page
 * becomes static HTML with exactly the CSS it uses inlined and the brand it was rendered with, so
 * the first paint needs no JavaScript; the app then hydrates it. Every other client-side route gets
 * the app shell (`app.html`), which carries the same brand.
 *
 * `npm run build:web` runs this file: Vite's client build, then the prerendered pages.
 *
 *   npm run build:web                      # into frontend/dist, with the default brand
 *   PRERENDER_BRAND_URL=https://shop.example/api/brand npm run build:web   # a stage's saved brand
 *   tsx frontend/prerender/prerender.ts <folder>   # into another folder (a local shop of its own)
 *   tsx frontend/prerender/prerender.ts <prebuilt> --prebuild        # the client build and the renderer only
 *   tsx frontend/prerender/prerender.ts <folder> --from <prebuilt>   # a copy of those, prerendered
 *
 * The last two let shops started side by side (the browser tests') share one build: it holds no
 * per-shop setting (no `VITE_COGNITO_*`: the app reads `/config.json`), only the prerendered pages do.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import * as z from '../../shared/validation/zod';
import { brandSchema } from '../../shared/api/brand.schema';
import { supportContactResponseSchema } from '../../shared/api/support.schema';
import { DEFAULT_BRAND, type BrandSettings } from '../../shared/brand/brand';
import { APP_SHELL_FILE, PRERENDERED_PAGES } from '../../shared/site/prerendered-pages';
import type * as EntryServer from '../src/entry-server';
import type { SupportContact } from '../src/features/support/api/get-support-contact';

const FRONTEND_DIR = new URL('..', import.meta.url);
const CONFIG_FILE = new URL('vite.config.ts', FRONTEND_DIR).pathname;
const ROOT_ELEMENT = '<div id="root"></div>';

/** Vite's build manifest: each source module with its output file and the chunks it imports. */
export type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

/** A manifest entry's file and, transitively, every chunk it imports statically. */
function staticGraph(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticGraph(manifest, imported, seen);
  return seen;
}

/**
 * The JavaScript a page runs at start: the entry chunk of index.html, the app's code that the entry
 * loads right after the first paint (`boot`, and the pieces it imports one after another, each in a
 * task of its own), and everything they import statically. Later imports (other pages, dialogs, the
 * API contract) do not count.
 */
export function startupChunks(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('The manifest names no index.html entry');
  const keys = staticGraph(manifest, entry);
  // What the entry imports once the page has painted (boot; a build of another app, such as the
  // bench's bare-React floor, has none), and the pieces boot imports.
  for (const boot of manifest[entry]?.dynamicImports ?? []) {
    staticGraph(manifest, boot, keys);
    for (const piece of manifest[boot]?.dynamicImports ?? []) staticGraph(manifest, piece, keys);
  }
  return [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with it has all its functions
 * compiled as it loads, on a background thread while the rest downloads, instead of each one on the
 * main thread the first time it is called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts every start-up chunk of the client build in `dist` (`startupChunks`) with the compile hint:
 * nearly all their code runs before the page answers a tap, and compiled on the main thread it was a
 * good part of the tasks that held it. Only these: a prerendered page's route chunks (a few KB each)
 * measured no different with the hint, and the chunks loaded later (Amplify, the API contract) hold
 * much code that never runs. Returns the files.
 */
export async function hintStartupChunks(dist: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = startupChunks(manifest);
  await Promise.all(
    files.map(async (file) => {
      const path = join(dist, file);
      const code = await readFile(path, 'utf8');
      if (!code.startsWith(COMPILE_HINT)) await writeFile(path, COMPILE_HINT + code);
    }),
  );
  return files;
}

/** A stage API's answer at `url`, checked against `schema`; throws when it refuses or answers otherwise. */
async function fetchChecked<T>(url: URL | string, schema: z.core.$ZodType<T>, what: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The ${what} at ${String(url)} answered ${response.status}`);
  return z.parse(schema, await response.json());
}

/** The brand to render with: a stage's saved brand from its API when a URL is given, else the default. */
export async function buildBrand(url: string | undefined): Promise<BrandSettings> {
  return url ? ((await fetchChecked(url, brandSchema, 'brand')) as BrandSettings) : DEFAULT_BRAND;
}

/** What the pages are rendered with: the brand and, when the build can ask a stage's API, its support address. */
export interface SiteData {
  brand: BrandSettings;
  supportContact?: SupportContact;
}

/**
 * The site data from the stage whose `GET /api/brand` is at `brandUrl` (its support address from the
 * same API's `GET /api/support/contact`), or the default brand and no address without one.
 */
export async function buildSiteData(brandUrl: string | undefined): Promise<SiteData> {
  const brand = await buildBrand(brandUrl);
  if (!brandUrl) return { brand };
  const contactUrl = new URL('support/contact', brandUrl);
  return {
    brand,
    supportContact: await fetchChecked(contactUrl, supportContactResponseSchema, 'support address'),
  };
}

/** JSON that is safe inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** The built index.html with the brand's title, description, colours and the brand itself. */
function siteTemplate(
  template: string,
  { brand, supportContact }: SiteData,
  entry: typeof EntryServer,
): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`The built index.html lacks ${ROOT_ELEMENT}`);
  const head = entry.brandHead(brand);
  const colours = Object.entries(entry.brandCssVariables(brand.colors))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeAttribute(head.description)}" />`,
    )
    .replace('<html lang="en">', `<html lang="en" style="${escapeAttribute(colours)}">`)
    .replace(
      '</head>',
      `<script id="${entry.EMBEDDED_BRAND_ID}" type="application/json">${scriptJson(brand)}</script>${
        supportContact
          ? `<script id="${entry.EMBEDDED_SUPPORT_CONTACT_ID}" type="application/json">${scriptJson(supportContact)}</script>`
          : ''
      }</head>`,
    );
}

/** Builds the server-side renderer (the same app code, bundled for Node) into a folder of its own. */
async function buildRenderer(outDir: string): Promise<void> {
  await build({
    configFile: CONFIG_FILE,
    logLevel: 'warn',
    mode: 'production',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
    },
    // Everything bundled: the renderer runs from a temporary folder, away from node_modules.
    ssr: { noExternal: true },
  });
}

/** The renderer `buildRenderer` built into `outDir`. */
async function loadRenderer(outDir: string): Promise<typeof EntryServer> {
  return (await import(pathToFileURL(join(outDir, 'entry-server.mjs')).href)) as typeof EntryServer;
}

export interface PrerenderResult {
  pages: { path: string; file: string; bytes: number }[];
  site: SiteData;
}

/**
 * Prerenders every page of PRERENDERED_PAGES into `dist` (a finished client build), writes the app
 * shell, and gives the start-up chunks their compile hint. The renderer is built for it unless one
 * already built is given.
 */
export async function prerender(
  dist: string,
  site: SiteData,
  renderer?: typeof EntryServer,
): Promise<PrerenderResult> {
  await hintStartupChunks(dist);
  if (renderer) return renderPages(dist, site, renderer);
  const rendererDir = await mkdtemp(join(tmpdir(), 'shop-prerender-'));
  try {
    await buildRenderer(rendererDir);
    return await renderPages(dist, site, await loadRenderer(rendererDir));
  } finally {
    await rm(rendererDir, { recursive: true, force: true });
  }
}

async function renderPages(
  dist: string,
  site: SiteData,
  entry: typeof EntryServer,
): Promise<PrerenderResult> {
  const template = siteTemplate(await readFile(join(dist, 'index.html'), 'utf8'), site, entry);
  await writeFile(join(dist, APP_SHELL_FILE), template);
  const pages: PrerenderResult['pages'] = [];
  for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
    const { html, styleTags } = await entry.renderPage(path, site.brand, site.supportContact);
    const page = template
      .replace('</head>', `${styleTags}</head>`)
      .replace(ROOT_ELEMENT, `<div id="root" data-page="${path}">${html}</div>`);
    await writeFile(join(dist, file), page);
    pages.push({ path, file, bytes: Buffer.byteLength(page) });
  }
  return { pages, site };
}

/**
 * The SPA as a deploy ships it: Vite's client build into `dist` (with the `VITE_*` settings in
 * process.env), then its public pages prerendered with `site`.
 */
export async function buildWeb(
  dist: string,
  site: SiteData,
  logLevel: 'info' | 'warn' = 'info',
): Promise<PrerenderResult> {
  await build({ configFile: CONFIG_FILE, logLevel, build: { outDir: dist, emptyOutDir: true } });
  return prerender(dist, site);
}

/** `--prebuild`'s folders in the prebuilt folder. */
const PREBUILT_CLIENT = 'client';
const PREBUILT_RENDERER = 'renderer';

/** The client build (start-up chunks hinted) and the renderer into `dir`, to be prerendered later. */
export async function prebuildWeb(dir: string): Promise<void> {
  const client = join(dir, PREBUILT_CLIENT);
  await build({ configFile: CONFIG_FILE, logLevel: 'warn', build: { outDir: client, emptyOutDir: true } });
  await hintStartupChunks(client);
  await buildRenderer(join(dir, PREBUILT_RENDERER));
}

/** A copy of `prebuildWeb`'s client build in `dist`, its pages prerendered with `site`. */
export async function prerenderPrebuilt(
  prebuilt: string,
  dist: string,
  site: SiteData,
): Promise<PrerenderResult> {
  await rm(dist, { recursive: true, force: true });
  await cp(join(prebuilt, PREBUILT_CLIENT), dist, { recursive: true });
  return prerender(dist, site, await loadRenderer(join(prebuilt, PREBUILT_RENDERER)));
}

async function main(): Promise<void> {
  // frontend/dist, or the folder named on the command line.
  const dist = process.argv[2] ? resolve(process.argv[2]) : new URL('dist', FRONTEND_DIR).pathname;
  if (process.argv[3] === '--prebuild') return prebuildWeb(dist);
  const site = await buildSiteData(process.env['PRERENDER_BRAND_URL']);
  const { pages } =
    process.argv[3] === '--from' && process.argv[4]
      ? await prerenderPrebuilt(resolve(process.argv[4]), dist, site)
      : await buildWeb(dist, site);
  for (const page of pages) {
    process.stdout.write(
      `prerendered ${page.path.padEnd(14)} ${page.file} (${(page.bytes / 1024).toFixed(1)} KB)\n`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('Building the SPA failed:', error);
      process.exit(1);
    },
  );
}
