import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { shippedCatalogue } from './frontend/build/shipped-catalogue.ts';

/**
 * Test tiers. unit: no network, fast. web: React components in jsdom.
 * integration: real local stand-ins over real HTTP. e2e: a real browser against the running shop.
 * localstack: runs only when LOCALSTACK_ENDPOINT is set.
 */
export default defineConfig({
  // The SPA's `@/` and `@shared/` imports, from tsconfig.json's `paths`, in every tier that compiles them.
  resolve: { tsconfigPaths: true },
  // The SPA's catalogue module, resolved at build time as in its Vite build.
  plugins: [shippedCatalogue()],
  test: {
    globals: true,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine,
    // where the tiers' files spend much of their time waiting (jsdom, stand-ins, pipeline timers).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'lambdas/**/*.test.ts',
            'infra/**/*.test.ts',
            'bin/**/*.test.ts',
            'test/bench/**/*.test.ts',
            'frontend/build/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // Synthesising the CDK stack takes seconds, more beside another busy worker.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          setupFiles: ['frontend/src/testing/setup-tests.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['**/*.int.test.ts', 'test/integration/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'localstack',
          environment: 'node',
          include: ['test/localstack/**/*.test.ts'],
          testTimeout: 900_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
});
