import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { jobModule, JOBS, type JobId } from '../../lambdas/jobs/jobs';
import { routeHandlerModule } from '../../lambdas/http/route-handlers';
import { PIPELINE_TASK_IDS, pipelineTaskModule } from '../../lambdas/pipeline/pipeline-contract';
import { API_ROUTES, type RouteId } from '../../shared/api/routes';
import { REPO_ROOT } from '../repo-root';
import { bundleFunction } from './function-bundling';

/** The most one function's code may weigh before source maps: `npm run build:lambdas` fails above it. */
export const LAMBDA_BUDGET_BYTES = 250 * 1024;

/** Every function the stack deploys: one per route, per pipeline task and per scheduled job. */
export const SHOP_FUNCTION_ENTRIES: readonly { name: string; entry: string }[] = [
  ...(Object.keys(API_ROUTES) as RouteId[]).map((id) => ({
    name: `route ${id}`,
    entry: routeHandlerModule(id),
  })),
  ...PIPELINE_TASK_IDS.map((id) => ({ name: `pipeline ${id}`, entry: pipelineTaskModule(id) })),
  ...(Object.keys(JOBS) as JobId[]).map((id) => ({ name: `job ${id}`, entry: jobModule(id) })),
];

/**
 * Where bundles are written to be run: inside the repository's node_modules, so Node resolves the
 * packages left external (the AWS SDK) as the Lambda runtime does from its own copy.
 */
export const BUNDLE_SCRATCH_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'shop-lambdas');

/** A fresh folder under BUNDLE_SCRATCH_DIR, named after `purpose`; whoever asks removes it. */
export async function scratchBundleDir(purpose: string): Promise<string> {
  await mkdir(BUNDLE_SCRATCH_DIR, { recursive: true });
  return mkdtemp(path.join(BUNDLE_SCRATCH_DIR, `${purpose}-`));
}

/** Bundles `entry` into `outDir` as a function is bundled (no map) and imports the bundle; also its code. */
export async function importBundle<M>(entry: string, outDir: string): Promise<{ module: M; code: string }> {
  const { file } = await bundleFunction(entry, outDir, 'none');
  return { module: (await import(pathToFileURL(file).href)) as M, code: await readFile(file, 'utf8') };
}
