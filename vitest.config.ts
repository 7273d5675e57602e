import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { routeAreas } from './frontend/build/route-areas.ts';
import { shippedCatalogue } from './frontend/build/shipped-catalogue.ts';

/** The CDK stack's tests: each synthesizes the whole stack (seconds each), so they are a tier of their own. */
const STACK_TESTS = ['infra/stack/**/*.test.ts', 'infra/pipeline/*-synth.test.ts'];
/** Full-app renders (router, providers, every page): slower than one component's tests. */
const APP_TESTS = ['frontend/src/app/**/*.test.{ts,tsx}'];
/**
 * The SPA's React libraries, bundled once (Vite's dependency optimizer, cached in node_modules/.vite)
 * instead of loaded file by file in each test file's fresh worker: Chakra alone took 2 s a file.
 * The libraries whose components use React's hooks and context share the one bundled React; bundled,
 * react-dom/server lost Node's `util` and react-markdown's replies did not render, so they load as
 * they are.
 */
const BUNDLED_FOR_JSDOM = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@chakra-ui/react',
  '@chakra-ui/react/theme',
  '@emotion/react',
  '@emotion/cache',
  '@testing-library/react',
  '@testing-library/user-event',
  '@testing-library/dom',
  'react-router-dom',
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'react-icons',
  'react-icons/bs',
  'react-error-boundary',
  'react-day-picker',
  'recharts',
];
/**
 * The SPA's test files that replace modules (`vi.mock`, `vi.doMock`), or count their loads through
 * such a replacement. They run each in a fresh worker; the others share a worker's modules and jsdom
 * (`isolate: false`), which saves each file a worker, a jsdom and the libraries' evaluation: the web
 * tier took half the CPU time. A module replaced in one file would leak into the next in a shared
 * worker, so the split follows the files' own text and needs no list kept by hand.
 */
const SPA_TESTS_REPLACING_MODULES = readdirSync('frontend/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `frontend/src/${file}`)
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

/** What every jsdom tier shares. */
const JSDOM = {
  environment: 'jsdom',
  setupFiles: ['frontend/src/testing/setup-tests.ts'],
  deps: { optimizer: { client: { enabled: true, include: BUNDLED_FOR_JSDOM } } },
};

/**
 * Test tiers. unit: no network, fast. web: React components in jsdom. app: the whole SPA in jsdom.
 * stack: the synthesized CDK stack. integration: real local stand-ins over real HTTP. e2e: a real
 * browser against the running shop. localstack: runs only when LOCALSTACK_ENDPOINT is set.
 * `npm test` (bin/test.ts) runs them all and prints their times.
 */
export default defineConfig({
  // The SPA's `@/` and `@shared/` imports, from tsconfig.json's `paths`, in every tier that compiles them.
  resolve: { tsconfigPaths: true },
  // The SPA's catalogue and route areas, resolved at build time as in its Vite build.
  plugins: [shippedCatalogue(), routeAreas()],
  test: {
    globals: true,
    // A passing test's console output (the functions' logs among it) is dropped; a failing one's is shown.
    silent: 'passed-only',
    env: {
      // Powertools logs through the global console, which Vitest captures per test, not straight to stdout.
      POWERTOOLS_DEV: 'true',
      // The SDK's notice that its 2027 releases need Node 22; the pinned SDK runs on Node 20.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
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
          exclude: ['**/*.int.test.ts', '**/node_modules/**', ...STACK_TESTS],
          // A few import every route's handler module or compile the States Language's schemas: seconds
          // beside another busy worker on a 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'stack',
          environment: 'node',
          include: STACK_TESTS,
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
          ...JSDOM,
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          exclude: [...APP_TESTS, ...SPA_TESTS_REPLACING_MODULES],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-mocks',
          ...JSDOM,
          include: SPA_TESTS_REPLACING_MODULES.filter((file) => !file.startsWith('frontend/src/app/')),
        },
      },
      {
        extends: true,
        test: { name: 'app', ...JSDOM, include: APP_TESTS },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['**/*.int.test.ts', 'test/integration/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          // One DynamoDB Local for the tier's files, each with tables of its own.
          globalSetup: ['test/support/tier-dynamo.ts'],
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
          // The SPA's production build, and one DynamoDB Local, once for the tier's files.
          globalSetup: ['test/e2e/support/web-build.ts', 'test/support/tier-dynamo.ts'],
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
