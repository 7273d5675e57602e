import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ProxyOptions } from 'vite';
import { BRAND_ASSETS_PATH } from '../../../shared/brand/logo';
import {
  brandAssetSecurityHeaders,
  securityHeaderValues,
  shopSecurityHeaders,
} from '../../stack/security-headers';
import { warmUpDevServer } from './dev-warmup';

export interface ShopServer {
  url: string;
  stop(): Promise<void>;
}

export interface ShopServerOptions {
  /** Repository root; the SPA lives in `frontend/`. */
  rootDir: string;
  port: number;
  apiUrl: string;
  /** Build once and serve `frontend/dist` instead of the dev server. */
  preview: boolean;
  /** `VITE_*` values the SPA reads from `import.meta.env` (public settings only: they reach the browser). */
  publicEnv?: Record<`VITE_${string}`, string>;
  /** The S3 stand-in: logos are uploaded to it (presigned PUTs from the browser). */
  assetsEndpoint?: string;
  /**
   * The stand-in's bucket of brand assets: its `brand-assets/` prefix is served under the shop's own
   * `/brand-assets/`, as CloudFront serves the bucket's, so a published logo's address is a path.
   */
  assetsBucket?: string;
  /**
   * Where the production build goes and is served from; `frontend/dist` by default. Shops started
   * side by side (the browser tests' files) each build into a folder of their own.
   */
  outDir?: string;
  /**
   * A build made once by `prerender.ts <folder> --prebuild` (no `VITE_*` settings in it): preview
   * copies it into `outDir` and prerenders only its pages, and serves the settings as `/config.json`,
   * which the app reads when its build names no user pool. Shops started side by side share one,
   * and the pages prerendered for one brand and support address (`prerenderedFromPrebuilt`).
   */
  prebuilt?: string;
  /**
   * The dev server compiles the whole app before it answers (dev-warmup.ts); false serves at once and
   * compiles each module when asked, for callers that use only the shop's proxied paths.
   */
  warmUp?: boolean;
  /** The dev server's dependency cache; Vite's own (node_modules/.vite) by default. */
  viteCacheDir?: string;
}

const HOST = '127.0.0.1';

/**
 * `/brand-assets/…` of the shop, read from the S3 stand-in's bucket as CloudFront's behaviour for the
 * prefix does: only reads pass (a write answers 404), so the shop's origin publishes nothing itself,
 * and with the same headers, under which nothing in the file runs (brandAssetSecurityHeaders).
 */
export function brandAssetsProxy(assetsEndpoint: string, bucket: string): Record<string, ProxyOptions> {
  const headers = Object.entries(securityHeaderValues(brandAssetSecurityHeaders()));
  return {
    [`${BRAND_ASSETS_PATH}/`]: {
      target: assetsEndpoint,
      changeOrigin: true,
      rewrite: (path) => `/${bucket}${path}`,
      bypass: (request) => (request.method === 'GET' || request.method === 'HEAD' ? undefined : false),
      // Set on the stand-in's answer before it is passed on, so they replace the shop's own.
      configure: (proxy) =>
        proxy.on('proxyRes', (answer) => {
          for (const [name, value] of headers) answer.headers[name.toLowerCase()] = value;
        }),
    },
  };
}

/**
 * `npm run build:web` (Vite's client build, then the prerendered pages) with these settings added,
 * into `outDir` when given (frontend/dist otherwise).
 */
async function buildWeb(
  rootDir: string,
  env: Record<string, string>,
  outDir?: string,
  prebuilt?: string,
): Promise<void> {
  try {
    await promisify(execFile)(
      'npx',
      [
        'tsx',
        'frontend/prerender/prerender.ts',
        ...(outDir ? [outDir] : []),
        ...(outDir && prebuilt ? ['--from', prebuilt] : []),
      ],
      {
        cwd: rootDir,
        // Built for production as a deploy builds it, also when this process runs under a test
        // runner (which sets NODE_ENV=test, and Vite would then build React's development code).
        env: { ...process.env, NODE_ENV: 'production', ...env },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  } catch (error) {
    const output =
      (error as { stderr?: string; stdout?: string }).stderr || (error as { stdout?: string }).stdout;
    throw new Error(`Building the shop failed:\n${output ?? String(error)}`);
  }
}

/** A digest of what the pages are rendered with: the brand and support address this API answers. */
async function siteDigest(apiUrl: string): Promise<string> {
  const answers = await Promise.all(
    ['/api/brand', '/api/support/contact'].map(async (path) => {
      const response = await fetch(`${apiUrl}${path}`);
      return `${response.status} ${await response.text()}`;
    }),
  );
  return createHash('sha256').update(answers.join('\n')).digest('hex').slice(0, 16);
}

/**
 * A copy of `prebuilt` in `outDir`, its pages prerendered with the site data this API answers. The
 * pages depend on nothing else, so they are kept beside the prebuilt build under that data's digest:
 * shops started one after another with the same brand and support address (the browser tests'
 * files) prerender once and copy the result. Two shops at once may both render; the first to finish
 * keeps its copy.
 */
async function prerenderedFromPrebuilt(
  options: ShopServerOptions & { outDir: string; prebuilt: string },
): Promise<void> {
  const kept = join(options.prebuilt, `pages-${await siteDigest(options.apiUrl)}`);
  if (existsSync(kept)) {
    await rm(options.outDir, { recursive: true, force: true });
    await cp(kept, options.outDir, { recursive: true });
    return;
  }
  await buildWeb(
    options.rootDir,
    { PRERENDER_BRAND_URL: `${options.apiUrl}/api/brand` },
    options.outDir,
    options.prebuilt,
  );
  const staging = `${kept}.${randomBytes(4).toString('hex')}`;
  await cp(options.outDir, staging, { recursive: true });
  // A folder already there (another shop's) makes the rename fail: that copy is as good.
  await rename(staging, kept).catch(() => rm(staging, { recursive: true, force: true }));
}

/**
 * The headers the production build is served with: CloudFront's set (`shopSecurityHeaders`), with
 * the local Cognito and S3 stand-ins in place of the region's Cognito and S3 endpoints.
 */
export function previewSecurityHeaders(
  cognitoEndpoint: string | undefined,
  assetsEndpoint: string | undefined,
): Record<string, string> {
  const origins = (endpoint: string | undefined) => (endpoint ? [new URL(endpoint).origin] : []);
  return securityHeaderValues(
    shopSecurityHeaders({ cognitoOrigins: origins(cognitoEndpoint), uploadOrigins: origins(assetsEndpoint) }),
  );
}

/**
 * Serves the SPA with `/api` proxied to the local API, as CloudFront routes `/api/*` to API
 * Gateway: same origin, so the browser needs no CORS. The dev server reloads on save; preview
 * serves the production build.
 */
export async function startShopServer(options: ShopServerOptions): Promise<ShopServer> {
  const configFile = join(options.rootDir, 'frontend', 'vite.config.ts');
  if (!existsSync(configFile)) throw new Error(`The SPA's Vite config is missing: ${configFile}`);
  // The config reads this for its own proxy; setting the proxy below as well keeps both in step.
  process.env['API_PROXY_TARGET'] = options.apiUrl;
  Object.assign(process.env, options.publicEnv);
  // '/api/', not '/api': the SPA's own /api-test page must stay with the SPA.
  const proxy: Record<string, ProxyOptions> = {
    '/api/': { target: options.apiUrl, changeOrigin: false },
    ...(options.assetsEndpoint &&
      options.assetsBucket &&
      brandAssetsProxy(options.assetsEndpoint, options.assetsBucket)),
  };
  const url = `http://${HOST}:${options.port}`;
  // Loaded only when the shop is served: Vite alone takes seconds to import.
  const { createServer, preview } = await import('vite');

  if (options.preview) {
    // `npm run build:web`, as a deploy builds: the client build, then the public pages prerendered
    // with the brand this runtime serves.
    if (options.outDir && options.prebuilt) {
      await prerenderedFromPrebuilt({ ...options, outDir: options.outDir, prebuilt: options.prebuilt });
      const env = options.publicEnv;
      await writeFile(
        join(options.outDir, 'config.json'),
        JSON.stringify({
          userPoolId: env?.VITE_COGNITO_USER_POOL_ID,
          userPoolClientId: env?.VITE_COGNITO_CLIENT_ID,
          userPoolEndpoint: env?.VITE_COGNITO_ENDPOINT,
        }),
      );
    } else {
      await buildWeb(options.rootDir, { PRERENDER_BRAND_URL: `${options.apiUrl}/api/brand` }, options.outDir);
    }
    const server = await preview({
      configFile,
      ...(options.outDir ? { build: { outDir: options.outDir } } : {}),
      preview: {
        host: HOST,
        port: options.port,
        strictPort: true,
        proxy,
        open: false,
        headers: previewSecurityHeaders(options.publicEnv?.VITE_COGNITO_ENDPOINT, options.assetsEndpoint),
      },
    });
    return {
      url,
      stop: () => server.close(),
    };
  }

  const server = await createServer({
    configFile,
    clearScreen: false,
    logLevel: 'warn',
    ...(options.viteCacheDir && { cacheDir: options.viteCacheDir }),
    server: { host: HOST, port: options.port, strictPort: true, proxy, open: false },
  });
  await server.listen();
  // Before the shop's address is printed: the first visit finds the app compiled (dev-warmup.ts).
  if (options.warmUp !== false) await warmUpDevServer(server);
  return { url, stop: () => server.close() };
}
