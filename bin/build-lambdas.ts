/**
 * `npm run build:lambdas`: bundles every function as the stack does and fails, naming each function
 * and its size, when one weighs more than the budget before source maps (or, for a function
 * acknowledged over it in OVER_BUDGET, more than its own ceiling).
 */
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  BUNDLE_SCRATCH_DIR,
  LAMBDA_BUDGET_BYTES,
  OVER_BUDGET,
  SHOP_FUNCTION_ENTRIES,
  withinBudget,
} from '../infra/stack/function-bundles';
import { bundleFunction } from '../infra/stack/function-bundling';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  await mkdir(BUNDLE_SCRATCH_DIR, { recursive: true });
  const outRoot = await mkdtemp(path.join(BUNDLE_SCRATCH_DIR, 'check-'));
  try {
    const sizes = await Promise.all(
      SHOP_FUNCTION_ENTRIES.map(async ({ name, entry }) => ({
        name,
        code: (await bundleFunction(entry, path.join(outRoot, name.replace(/\W+/g, '-')))).code,
      })),
    );
    sizes.sort((a, b) => b.code - a.code);
    const over = sizes.filter((size) => !withinBudget(size.name, size.code));
    if (over.length > 0) {
      console.error(
        `Lambda bundles over budget before source maps (${kb(LAMBDA_BUDGET_BYTES)}, or their own ceiling):`,
      );
      for (const size of over) console.error(`  ${size.name}: ${kb(size.code)}`);
      process.exitCode = 1;
      return;
    }
    const acknowledged = sizes.filter((size) => size.code > LAMBDA_BUDGET_BYTES);
    console.log(
      `${sizes.length} Lambda bundles, ${sizes.length - acknowledged.length} within ${kb(LAMBDA_BUDGET_BYTES)}; over it, acknowledged:`,
    );
    for (const size of acknowledged) {
      const { ceilingBytes, why } = OVER_BUDGET[size.name]!;
      console.log(`  ${size.name}: ${kb(size.code)} (ceiling ${kb(ceilingBytes)}): ${why}`);
    }
  } finally {
    await rm(outRoot, { recursive: true, force: true });
  }
}

await main();
