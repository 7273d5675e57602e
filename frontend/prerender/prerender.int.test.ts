import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { DEFAULT_BRAND, type BrandSettings } from '../../shared/brand/brand';
import { APP_SHELL_FILE, PRERENDERED_PAGES } from '../../shared/site/prerendered-pages';
import { COMPILE_HINT, prerender, startupChunks, type Manifest } from './prerender';

// A brand whose texts try to break out of the page's markup and its embedded JSON.
const HOSTILE: BrandSettings = {
  ...DEFAULT_BRAND,
  name: 'Roam </script><script>alert(1)</script>',
  fullName: 'Roam & "Co" <b>',
  tagline: 'Online from the first beat',
  heroText: 'Data </title> for every stage',
  colors: { ...DEFAULT_BRAND.colors, primary: '#ff7846' },
};

let dist: string;
const page = (file: string) => readFile(join(dist, file), 'utf8');

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'prerender-test-'));
  await build({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true },
  });
  await prerender(dist, HOSTILE);
}, 180_000);

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('the pages rendered at build time', () => {
  it('holds each public page first view, marked with its path, and the CSS it uses', async () => {
    const home = await page('index.html');
    expect(home).toContain('<div id="root" data-page="/">');
    expect(home).toMatch(/<h1[^>]*>Roam &lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/h1>/);
    expect(home).toContain('Choose Your Travel eSIM');
    // Marked as already in place (data-s), so that emotion does not move them while hydrating.
    expect(home).toMatch(/<style data-s="" data-emotion="css-global [^"]+">/);
    expect(home).toMatch(/<style data-s="" data-emotion="css [^"]+">/);
    const faq = await page(PRERENDERED_PAGES['/faq']);
    expect(faq).toContain('<div id="root" data-page="/faq">');
    expect(faq).toContain('Installation Guide');
  });

  it('carries the brand it was rendered with, escaped wherever it is written', async () => {
    const home = await page('index.html');
    expect(home).not.toContain('<script>alert(1)</script>');
    expect(home).toContain('<title>Roam &amp; "Co" &lt;b></title>');
    expect(home).toMatch(
      /<meta name="description" content="Roam &amp; &quot;Co&quot; &lt;b>: [^"]*Data &lt;\/title> for every stage\.[^"]*" \/>/,
    );
    expect(home).toContain('--brand-primary:#ff7846');
    const embedded = /<script id="shop-brand" type="application\/json">(.*?)<\/script>/.exec(home)?.[1];
    expect(JSON.parse(embedded ?? 'null')).toEqual(HOSTILE);
  });

  it('gives every other route the app shell: the same brand and code, nothing rendered', async () => {
    const shell = await page(APP_SHELL_FILE);
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain('<title>Roam &amp; "Co" &lt;b></title>');
    expect(shell).toContain('id="shop-brand"');
  });

  it('leaves the app code out of the page: it is asked for once the page has painted', async () => {
    const manifest = JSON.parse(await page('.vite/manifest.json')) as Manifest;
    const home = await page('index.html');
    const boot = manifest['src/boot.tsx']?.file;
    expect(boot).toBeDefined();
    expect(home).not.toContain(boot);
    expect(startupChunks(manifest)).toContain(boot);
    // Boot loads React DOM, the theme and the app in pieces after the first paint: start-up code too.
    const pieces = manifest['src/boot.tsx']?.dynamicImports ?? [];
    expect(pieces).toEqual(expect.arrayContaining(['src/app/app.tsx', 'src/app/router.tsx']));
    for (const piece of pieces) expect(startupChunks(manifest)).toContain(manifest[piece]?.file);
  });

  it('asks V8 to compile the start-up code as it loads, and only that code', async () => {
    const manifest = JSON.parse(await page('.vite/manifest.json')) as Manifest;
    const startup = startupChunks(manifest);
    for (const file of startup) expect((await page(file)).startsWith(COMPILE_HINT)).toBe(true);
    // Loaded later, when its page is visited: compiled as V8 usually does.
    const admin = manifest['src/app/routes/admin.tsx']?.file;
    expect(admin).toBeDefined();
    expect(startup).not.toContain(admin);
    expect((await page(admin!)).startsWith('//')).toBe(false);
  });
});
