import { execFileSync } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ILocalBundling } from 'aws-cdk-lib';
import { build, type BuildOptions } from 'esbuild';
import { STRIPE_RESOURCES_BY_CALL, STRIPE_RESOURCES_USED } from '../../lambdas/adapters/stripe-payments';
import { routeHandlerModule } from '../../lambdas/http/route-handlers';
import type { Payments } from '../../lambdas/ports/payments';
import { REPO_ROOT } from '../repo-root';
import { stripeResourcesPlugin } from './stripe-resources';

/**
 * ESM bundles still contain CommonJS `require` calls of the CommonJS packages they bundle (node:https
 * and friends); ESM has no `require`, so the bundle gets one made from its own URL.
 */
const ESM_REQUIRE_BANNER =
  "import { createRequire as shopCreateRequire } from 'node:module'; const require = shopCreateRequire(import.meta.url);";

/**
 * How every function is bundled: the stack's functions, `npm run build:lambdas` and `npm run bench`
 * all bundle through `bundleFunction`, so what is weighed is what deploys.
 */
const SHOP_ESBUILD = {
  bundle: true,
  format: 'esm',
  target: 'node24',
  platform: 'node',
  /** `module` before `main`: smaller bundles and faster cold starts. */
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  minify: true,
  /**
   * The AWS SDK v3 is the runtime's (the Node.js runtime ships it): bundled, its core alone (Smithy,
   * credential providers, one client) weighs about 300 KB of every function that touches AWS. The
   * version is the runtime's, not the lockfile's, and loading it costs import time
   * (docs/decisions/0004-function-size.md; the bench's `lambda` section measures it).
   */
  external: ['@aws-sdk/*', '@smithy/*'],
  sourcesContent: false,
  tsconfig: path.join(REPO_ROOT, 'tsconfig.json'),
  logLevel: 'warning',
} satisfies BuildOptions;

/**
 * A function's source map: `external` writes it beside the code without naming it there (what the
 * budget weighs apart), `linked` also names it at the end of the code, for Node to read.
 */
export type SourceMaps = 'none' | 'external' | 'linked';

export interface FunctionBundle {
  /** The code's bytes: what deploys without maps. */
  code: number;
  /** The source map's bytes (0 without one): what a stage that asks for maps deploys beside the code. */
  map: number;
  file: string;
}

/**
 * The Stripe calls of each function that makes only some of them: its bundle keeps only their
 * resources (STRIPE_RESOURCES_BY_CALL), and another call throws, naming the resource, at its first
 * use. Any other module keeps every resource the shop uses (STRIPE_RESOURCES_USED).
 */
export const STRIPE_CALLS_BY_FUNCTION: Readonly<Record<string, readonly (keyof Payments)[]>> = {
  [routeHandlerModule('create-checkout')]: ['createCheckoutSession'],
  [routeHandlerModule('create-top-up-checkout')]: ['createCheckoutSession'],
  [routeHandlerModule('refund-admin-order')]: ['refund'],
  [routeHandlerModule('get-order-invoice')]: ['getInvoice'],
};

/** The Stripe resources the bundle of `entry` (a path from the repository root) keeps. */
export function stripeResourcesOf(entry: string): readonly string[] {
  const calls = STRIPE_CALLS_BY_FUNCTION[path.relative(REPO_ROOT, path.resolve(REPO_ROOT, entry))];
  return calls
    ? [...new Set(calls.flatMap((call) => STRIPE_RESOURCES_BY_CALL[call]))]
    : STRIPE_RESOURCES_USED;
}

/**
 * Bundles one handler module (a path from the repository root) into `outDir/index.mjs`. The SDK's
 * Stripe client keeps only the resources the function calls (`stripeResourcesOf`).
 */
export async function bundleFunction(
  entry: string,
  outDir: string,
  sourceMaps: SourceMaps = 'external',
): Promise<FunctionBundle> {
  const file = path.join(outDir, 'index.mjs');
  await build({
    ...SHOP_ESBUILD,
    entryPoints: [path.resolve(REPO_ROOT, entry)],
    outfile: file,
    sourcemap: sourceMaps === 'none' ? false : sourceMaps,
    plugins: [stripeResourcesPlugin(stripeResourcesOf(entry))],
  });
  const map = sourceMaps === 'none' ? 0 : (await stat(`${file}.map`)).size;
  return { code: (await stat(file)).size, map, file };
}

/** The script a CDK asset runs to bundle one function: CDK bundles synchronously, esbuild's plugins run async. */
const BUNDLE_SCRIPT = path.join(REPO_ROOT, 'infra', 'stack', 'bundle-function-main.ts');

/**
 * How a function's CDK asset is built: `bundleFunction` in a child process, on this machine (no
 * Docker). Its fields are part of the asset's cache key, so each function gets its own bundle.
 */
export class LocalFunctionBundling implements ILocalBundling {
  constructor(
    readonly entry: string,
    readonly sourceMaps: Exclude<SourceMaps, 'external'>,
  ) {}

  tryBundle(outputDir: string): boolean {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', BUNDLE_SCRIPT, this.entry, outputDir, this.sourceMaps],
      {
        cwd: REPO_ROOT,
        stdio: 'inherit',
      },
    );
    return true;
  }
}
