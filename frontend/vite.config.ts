import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The SPA: sources in frontend/, the domain from ../shared, API calls proxied to the local runtime. */
export default defineConfig({
  root: frontendDir,
  plugins: [react()],
  // `@/` (frontend/src) and `@shared/` (shared) from tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  server: {
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
