import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { pageFileFor } from '../shared/site/prerendered-pages.ts';
import { iconModules } from './build/icon-modules.ts';
import { lazyChakraGlobalCss } from './build/lazy-chakra-global-css.ts';
import { purePackages } from './build/pure-packages.ts';
import { routeAreas } from './build/route-areas.ts';
import { shippedCatalogue } from './build/shipped-catalogue.ts';
import { startupChunks } from './build/startup-chunks.ts';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * `vite preview` answers a page as CloudFront does: a prerendered page from its own file, any other
 * client-side route with the app shell (never the prerendered home, which would hydrate as the wrong page).
 */
function prerenderedPages(): Plugin {
  return {
    name: 'shop-prerendered-pages',
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview.invalid');
        if (!url.pathname.startsWith('/api/')) request.url = pageFileFor(url.pathname) + url.search;
        next();
      });
    },
  };
}

/** The SPA: sources in frontend/, the domain from ../shared, API calls proxied to the local runtime. */
export default defineConfig(({ isSsrBuild }) => ({
  root: frontendDir,
  plugins: [
    react(),
    iconModules(),
    purePackages(),
    lazyChakraGlobalCss(),
    shippedCatalogue(),
    routeAreas(),
    startupChunks(),
    prerenderedPages(),
    // One SVG per country flag, served as /flags/XX.svg and fetched only when a flag is shown: flags
    // never enter the JavaScript bundle.
    // The prerenderer's server build (frontend/prerender) needs no static files.
    !isSsrBuild &&
      viteStaticCopy({
        targets: [{ src: `${repoRoot}node_modules/country-flag-icons/3x2/*.svg`, dest: 'flags' }],
      }),
  ],
  // `@/` (frontend/src) and `@shared/` (shared) from tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  server: {
    fs: { allow: [repoRoot] },
    proxy: {
      // '/api/' and not '/api': the SPA's own /api-test must not go to the API.
      '/api/': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001', changeOrigin: true },
    },
  },
  build: {
    // The prerenderer reads it to preload the app's code in every page.
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Chakra's theme module also assembles its whole default config (every recipe) with
      // `defineConfig`, an identity function the bundler cannot see is pure: marked so, the recipes
      // the shop's theme does not name stay out of the bundle.
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
}));
