/**
 * The SPA's production build and the bare-React floor built the same way (Vite, the same React
 * plugin), each with Vite's manifest, and what a browser must download before it can paint `/`.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { buildSiteData, buildWeb, startupChunks, type Manifest } from '../../frontend/prerender/prerender';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SHOP_DIST = join(REPO_ROOT, 'frontend', 'dist');
const FLOOR_ROOT = fileURLToPath(new URL('./floor', import.meta.url));

export interface BuiltSite {
  /** The folder a static server serves. */
  dist: string;
  manifest: Manifest;
}

export interface Weight {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * Builds the shop's SPA into frontend/dist with its own Vite config (the `VITE_*` settings in
 * process.env apply) and prerenders its public pages with the brand at `brandUrl` and the same API's support address (the
 * default brand and no address without).
 */
export async function buildShop(brandUrl?: string): Promise<BuiltSite> {
  // As `npm run build:web` builds, with the brand the runtime serves; Vite's progress stays off stdout.
  await buildWeb(SHOP_DIST, await buildSiteData(brandUrl), 'warn');
  return { dist: SHOP_DIST, manifest: await readManifest(SHOP_DIST) };
}

/** Builds the floor (React 19 rendering one heading) into a throw-away folder. */
export async function buildFloor(): Promise<BuiltSite> {
  const dist = await mkdtemp(join(tmpdir(), 'bench-floor-'));
  await build({
    configFile: false,
    root: FLOOR_ROOT,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true, manifest: true },
  });
  return { dist, manifest: await readManifest(dist) };
}

async function readManifest(dist: string): Promise<Manifest> {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`The build wrote no manifest at ${file}`);
  return JSON.parse(await readFile(file, 'utf8')) as Manifest;
}

/** The JavaScript `/` runs at start (see `startupChunks`): what the browser needs before the page is interactive. */
export const initialChunks = startupChunks;

const gzipSize = (code: Buffer) => gzipSync(code, { level: 9 }).length;
const brotliSize = (code: Buffer) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Size of these files of a build, raw and compressed as a CDN would (gzip -9, brotli 11). */
export async function weigh(dist: string, files: readonly string[]): Promise<Weight> {
  const unique = [...new Set(files)];
  const sizes = await Promise.all(
    unique.map(async (file) => {
      const code = await readFile(join(dist, file));
      return { raw: code.length, gzip: gzipSize(code), brotli: brotliSize(code) };
    }),
  );
  return {
    files: unique,
    raw: sizes.reduce((sum, s) => sum + s.raw, 0),
    gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
    brotli: sizes.reduce((sum, s) => sum + s.brotli, 0),
  };
}
