import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { viteStaticCopy } from 'vite-plugin-static-copy';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The SPA: sources in frontend/, the domain from ../shared, API calls proxied to the local runtime. */
export default defineConfig({
  root: frontendDir,
  plugins: [
    react(),
    // One SVG per country flag, served as /flags/XX.svg and fetched only when a flag is shown: flags
    // never enter the JavaScript bundle.
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
    outDir: 'dist',
    emptyOutDir: true,
  },
});
