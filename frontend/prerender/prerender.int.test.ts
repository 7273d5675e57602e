import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { DEFAULT_BRAND, type BrandSettings } from '../../shared/brand/brand';
import { APP_SHELL_FILE, PRERENDERED_PAGES } from '../../shared/site/prerendered-pages';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMPILE_HINT, buildSiteData, prerender, startupChunks, type Manifest } from './prerender';

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
  await prerender(dist, { brand: HOSTILE, supportContact: { email: 'help@roam.example' } });
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

  it('writes every page whole, with no inline script: the Content Security Policy would block one', async () => {
    for (const file of Object.values(PRERENDERED_PAGES)) {
      const html = await page(file);
      // A boundary whose content React moved to the end of the stream, to be put in place by a script.
      expect({ file, pending: html.includes('<!--$?-->') || /<template id="B:/.test(html) }).toEqual({
        file,
        pending: false,
      });
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      const inline = scripts.filter((script) => !/ src="|type="application\/json"/.test(script));
      expect({ file, inline }).toEqual({ file, inline: [] });
    }
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
    const entry = manifest['index.html'];
    const boot = manifest[entry?.dynamicImports?.[0] ?? '']?.file;
    expect(boot).toMatch(/^assets\/boot-/);
    expect(home).not.toContain(boot);
    expect(startupChunks(manifest)).toContain(boot);
  });

  it('puts the start-up code in one chunk per piece boot loads, not in dozens of shared fragments', async () => {
    const manifest = JSON.parse(await page('.vite/manifest.json')) as Manifest;
    const startup = startupChunks(manifest);
    const named = (name: string) => startup.filter((file) => file.startsWith(`assets/${name}-`));
    // Boot loads React DOM, then Chakra's theme, then the app (its router and home page with it).
    for (const piece of ['boot', 'client', 'theme', 'app']) expect(named(piece)).toHaveLength(1);
    expect(startup.length).toBeLessThanOrEqual(8);
    // What only other pages use stays out of the start, in their own chunks.
    const admin = manifest['src/app/routes/admin.tsx']?.file;
    expect(admin).toBeDefined();
    expect(startup).not.toContain(admin);
    const appCode = await page(named('app')[0]!);
    expect(appCode).toContain('Choose Your Travel eSIM');
    expect(appCode).not.toContain('Admin Dashboard');
  });

  it('leaves the API client out of the start: the brand and catalogue checks load it after the first view', async () => {
    const manifest = JSON.parse(await page('.vite/manifest.json')) as Manifest;
    for (const file of startupChunks(manifest)) {
      // The client's own answer to a lost connection.
      const client = (await page(file)).includes('Network request failed');
      expect({ file, client }).toEqual({ file, client: false });
    }
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

  it('shows the support address it was built with, and hands it to the app', async () => {
    const support = await page(PRERENDERED_PAGES['/support']);
    expect(support).toMatch(/<a [^>]*href="mailto:help@roam.example"[^>]*>help@roam.example<\/a>/);
    expect(support).not.toContain('Loading the support address');
    // The app starts its query with it (and asks the API once more): no skeleton, no mismatch.
    expect(support).toContain(
      '<script id="shop-support-contact" type="application/json">{"email":"help@roam.example"}</script>',
    );
  });
});

describe("the site data a build asks a stage's API for", () => {
  let api: Server;
  let contact: { status: number; json: unknown };
  const brandUrl = () => `http://127.0.0.1:${(api.address() as AddressInfo).port}/prod/api/brand`;

  beforeAll(async () => {
    api = createServer((request, response) => {
      const [status, json] =
        request.url === '/prod/api/brand'
          ? [200, DEFAULT_BRAND]
          : request.url === '/prod/api/support/contact'
            ? [contact.status, contact.json]
            : [404, { error: { code: 'not_found', message: 'Not found' } }];
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

  it("takes the brand and the support address from the same API, under the stage's path", async () => {
    contact = { status: 200, json: { email: 'help@skyroam.example' } };
    await expect(buildSiteData(brandUrl())).resolves.toEqual({
      brand: DEFAULT_BRAND,
      supportContact: { email: 'help@skyroam.example' },
    });
  });

  it('stops the build on an address it cannot show, rather than prerendering a wrong one', async () => {
    contact = { status: 503, json: { error: { code: 'unavailable', message: 'Try again' } } };
    await expect(buildSiteData(brandUrl())).rejects.toThrow(/support address .* answered 503/);
    contact = { status: 200, json: { email: 'not an address' } };
    await expect(buildSiteData(brandUrl())).rejects.toThrow();
  });

  it('renders with the default brand and no address when no API is named', async () => {
    await expect(buildSiteData(undefined)).resolves.toEqual({ brand: DEFAULT_BRAND });
  });
});
