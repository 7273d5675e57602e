import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** `@/` is `frontend/src/`, `@shared/` the domain and API contract; the same as tsconfig.json's `paths`. */
export const aliases = {
  '@': join(frontendDir, 'src'),
  '@shared': join(repoRoot, 'shared'),
};

/** The SPA: sources in frontend/, the domain from ../shared, API calls proxied to the local runtime. */
export default defineConfig({
  root: frontendDir,
  plugins: [react()],
  resolve: { alias: aliases },
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
