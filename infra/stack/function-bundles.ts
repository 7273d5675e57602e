import path from 'node:path';
import { JOBS } from '../../lambdas/jobs/job-access';
import { routeHandlerModule } from '../../lambdas/http/route-handlers';
import { PIPELINE_TASKS } from '../../lambdas/pipeline/pipeline-contract';
import { API_ROUTES, type RouteId } from '../../shared/api/routes';
import { REPO_ROOT } from '../repo-root';

/** The most one function's code may weigh before source maps: `npm run build:lambdas` fails above it. */
export const LAMBDA_BUDGET_BYTES = 250 * 1024;

/**
 * Functions known to be over the budget, each with why and a ceiling of its own: the check still
 * fails when one of them grows past its ceiling, and names it as acknowledged otherwise (as cdk-nag
 * findings are acknowledged next to their resource).
 */
export const OVER_BUDGET: Readonly<Record<string, { ceilingBytes: number; why: string }>> = {
  'route chat': {
    ceilingBytes: 1024 * 1024,
    why: 'the assistant matches place names in every language i18n-iso-countries knows (709 KB of its names in 78 languages); fewer languages would be a product decision',
  },
};

/** Whether a function's code is within its budget: the common one, or its acknowledged ceiling. */
export function withinBudget(name: string, bytes: number): boolean {
  return bytes <= (OVER_BUDGET[name]?.ceilingBytes ?? LAMBDA_BUDGET_BYTES);
}

/** Every function the stack deploys: one per route, per pipeline task and per scheduled job. */
export const SHOP_FUNCTION_ENTRIES: readonly { name: string; entry: string }[] = [
  ...(Object.keys(API_ROUTES) as RouteId[]).map((id) => ({
    name: `route ${id}`,
    entry: routeHandlerModule(id),
  })),
  ...Object.entries(PIPELINE_TASKS).map(([id, entry]) => ({ name: `pipeline ${id}`, entry })),
  ...Object.entries(JOBS).map(([id, entry]) => ({ name: `job ${id}`, entry })),
];

/**
 * Where bundles are written to be run: inside the repository's node_modules, so Node resolves the
 * packages left external (the AWS SDK) as the Lambda runtime does from its own copy.
 */
export const BUNDLE_SCRATCH_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'shop-lambdas');
