/**
 * `npm run size`: builds the SPA and prints how much JavaScript the browser downloads before it can
 * paint `/` (the entry script and every module it preloads), gzip-compressed. A figure for the
 * 250 KB budget, not a test.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUDGET_KB = 250;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const distDir = join(repoRoot, 'frontend', 'dist');

await build({ configFile: join(repoRoot, 'frontend', 'vite.config.ts'), logLevel: 'warn' });

const html = await readFile(join(distDir, 'index.html'), 'utf8');
const initialScripts = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1] ?? '');

const rows = await Promise.all(
  initialScripts.map(async (src) => {
    const code = await readFile(join(distDir, src));
    return { file: src, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
  }),
);
rows.sort((a, b) => b.gzip - a.gzip);

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
console.log('Initial JavaScript for /');
console.log(`${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  file`);
for (const row of rows) console.log(`${kb(row.raw)} ${kb(row.gzip)}  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`Total: ${kb(total).trim()} KB gzip (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB * 1024) console.log(`Over budget by ${kb(total - BUDGET_KB * 1024).trim()} KB`);
