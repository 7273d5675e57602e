import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import vitest from '@vitest/eslint-plugin';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/** Our own top-level folders; a zone names the ones a layer may not import from. */
const layers = (...names) => names.map((name) => `./${name}`);

/**
 * The SPA's features, read from the folder at every lint so that a new feature is fenced in at once:
 * each may import only itself (shared UI lives in components/, lib/, config/; composition in app/).
 */
const FEATURES_DIR = 'frontend/src/features';
const features = readdirSync(new URL(FEATURES_DIR, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What composes and serves a function (wiring, handlers, HTTP plumbing): the outermost ring of lambdas/. */
const LAMBDA_ENTRY_POINTS = [
  './lambdas/wiring',
  './lambdas/http',
  './lambdas/pipeline',
  './lambdas/jobs',
  './lambdas/lib/http.ts',
  './lambdas/lib/middleware',
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '**/dist', 'cdk.out', '.local', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/mini', 'zod/v4', 'zod/v4/mini', 'zod/v4/core'].map((name) => ({
            name,
            message:
              'Import zod from shared/validation/zod: the mini build with English messages, so bundles carry only the checks they use.',
          })),
        },
      ],
    },
  },
  {
    files: ['shared/validation/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Layers point one way: shared/ <- lambdas/ <- infra/, bin/, test/; frontend/ on shared/ only.
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed, so no-cycle follows them; imports resolve to files through
      // tsconfig.json, `paths` aliases included, so zones see through an alias.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './shared',
              from: layers('lambdas', 'infra', 'frontend', 'bin', 'test'),
              message: 'shared/ is the domain and the API contract: it imports nothing of ours.',
            },
            {
              target: './lambdas',
              from: layers('infra', 'frontend', 'bin', 'test'),
              message: 'lambdas/ imports shared/ only; infra/ builds from lambdas/, never the other way.',
            },
            {
              target: ['./lambdas/ports', './lambdas/use-cases'],
              from: ['./lambdas/adapters', ...LAMBDA_ENTRY_POINTS],
              message:
                'Ports and use-cases know no adapter, wiring or HTTP: use-cases take ports as arguments, handlers map their results.',
            },
            {
              target: './lambdas/ports',
              from: './lambdas/lib/errors.ts',
              message:
                "Ports name their own errors; the use-case decides which answer (lib/errors.ts) a port's error becomes.",
            },
            {
              target: './lambdas/emails',
              from: ['./lambdas/adapters', './lambdas/use-cases', ...LAMBDA_ENTRY_POINTS],
              message:
                'E-mails are templates (data in; subject, HTML and text out): they import no adapter, use-case, wiring, handler or pipeline.',
            },
            {
              target: './lambdas/adapters',
              from: ['./lambdas/use-cases', ...LAMBDA_ENTRY_POINTS],
              message: 'Adapters implement ports: they import no use-case, handler or wiring.',
            },
            {
              target: './infra',
              from: layers('frontend', 'bin', 'test'),
              message:
                'infra/ builds from lambdas/ and shared/ (frontend/dist is read as files, not imported).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**/*.ts'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
    },
  },
  {
    files: [
      'bin/**/*.ts',
      'test/bench/**/*.ts',
      'test/eval/**/*.ts',
      'test/chaos/**/*.ts',
      'infra/local/**/*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // The SPA's layers: it imports shared/ only; features stay apart; shared UI never reaches up.
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './frontend',
              from: ['./lambdas', './infra', './bin', './test'],
              message: 'The SPA imports shared/ only, never the back end, the stack or the test harnesses.',
            },
            ...features.map((feature) => ({
              target: `./${FEATURES_DIR}/${feature}`,
              from: `./${FEATURES_DIR}`,
              except: [`./${feature}`],
              message: `Features do not import each other: move what ${feature} needs to components/, lib/ or config/, or compose them in app/.`,
            })),
            {
              target: './frontend/src/features',
              from: './frontend/src/app',
              message:
                'app/ composes the features; a feature never imports app/ (take what it needs as props).',
            },
            {
              target: ['./frontend/src/components', './frontend/src/lib', './frontend/src/config'],
              from: ['./frontend/src/features', './frontend/src/app'],
              message:
                'components/, lib/ and config/ serve every feature, so they import no feature and not app/.',
            },
            {
              target: './frontend/src/components',
              from: [
                './frontend/src/lib/api-client.ts',
                './frontend/src/lib/api-contract.ts',
                './frontend/src/lib/api',
                './frontend/src/lib/app-query-client.tsx',
                './frontend/src/config/query-client.ts',
                './shared/api/routes.ts',
              ],
              message:
                'components/ is shared presentational UI: it calls no API. Take the calls as props from the feature that shows it (calls several features share live in lib/api/); read failures with lib/api-error.ts.',
            },
          ],
        },
      ],
    },
  },
);
