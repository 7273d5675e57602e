import { stat } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { JOBS } from '../../lambdas/jobs/job-access';
import { routeHandlerModule } from '../../lambdas/http/route-handlers';
import { PIPELINE_TASKS } from '../../lambdas/pipeline/pipeline-contract';
import { API_ROUTES, type RouteId } from '../../shared/api/routes';
import { REPO_ROOT } from '../repo-root';
import { SHOP_ESBUILD } from './shop-function';

/** The most one function's code may weigh before source maps: `npm run build:lambdas` fails above it. */
export const LAMBDA_BUDGET_BYTES = 250 * 1024;

/** Every function the stack deploys: one per route, per pipeline task and per scheduled job. */
export const SHOP_FUNCTION_ENTRIES: readonly { name: string; entry: string }[] = [
  ...(Object.keys(API_ROUTES) as RouteId[]).map((id) => ({
    name: `route ${id}`,
    entry: routeHandlerModule(id),
  })),
  ...Object.entries(PIPELINE_TASKS).map(([id, entry]) => ({ name: `pipeline ${id}`, entry })),
  ...Object.entries(JOBS).map(([id, entry]) => ({ name: `job ${id}`, entry })),
];

export interface FunctionBundle {
  /** The code's bytes: what deploys without maps. */
  code: number;
  /** The source map's bytes: what a stage that asks for maps deploys beside the code. */
  map: number;
  file: string;
}

/**
 * Bundles one handler module with esbuild exactly as the stack's NodejsFunction does (SHOP_ESBUILD),
 * into `outDir/index.mjs`, with its map external so the code is byte for byte what deploys without one.
 */
export async function bundleFunction(entry: string, outDir: string): Promise<FunctionBundle> {
  const file = path.join(outDir, 'index.mjs');
  await build({
    entryPoints: [path.join(REPO_ROOT, entry)],
    bundle: true,
    outfile: file,
    format: SHOP_ESBUILD.format,
    target: SHOP_ESBUILD.target,
    platform: SHOP_ESBUILD.platform,
    mainFields: [...SHOP_ESBUILD.mainFields],
    banner: { js: SHOP_ESBUILD.banner },
    minify: SHOP_ESBUILD.minify,
    external: [...SHOP_ESBUILD.external],
    sourcemap: 'external',
    sourcesContent: SHOP_ESBUILD.sourcesContent,
    tsconfig: SHOP_ESBUILD.tsconfig,
    logLevel: 'silent',
  });
  return { code: (await stat(file)).size, map: (await stat(`${file}.map`)).size, file };
}

/**
 * Where bundles are written to be run: inside the repository's node_modules, so Node resolves the
 * packages left external (the AWS SDK) as the Lambda runtime does from its own copy.
 */
export const BUNDLE_SCRATCH_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'shop-lambdas');
