/**
 * `npm run build:lambdas`: bundles every function as the stack bundles it and fails, naming each
 * function and its size, when one weighs more than the budget before source maps.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  scratchBundleDir,
  LAMBDA_BUDGET_BYTES,
  SHOP_FUNCTION_ENTRIES,
} from '../infra/stack/function-bundles';
import { bundleFunction } from '../infra/stack/function-bundling';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const outRoot = await scratchBundleDir('check');
  try {
    const sizes = await Promise.all(
      SHOP_FUNCTION_ENTRIES.map(async ({ name, entry }) => ({
        name,
        code: (await bundleFunction(entry, path.join(outRoot, name.replace(/\W+/g, '-')))).code,
      })),
    );
    sizes.sort((a, b) => b.code - a.code);
    const over = sizes.filter((size) => size.code > LAMBDA_BUDGET_BYTES);
    if (over.length > 0) {
      console.error(`Lambda bundles over budget before source maps (${kb(LAMBDA_BUDGET_BYTES)}):`);
      for (const size of over) console.error(`  ${size.name}: ${kb(size.code)}`);
      process.exitCode = 1;
      return;
    }
    const largest = sizes[0]!;
    console.log(
      `${sizes.length} Lambda bundles, all within ${kb(LAMBDA_BUDGET_BYTES)}; the largest: ${largest.name}, ${kb(largest.code)}`,
    );
  } finally {
    await rm(outRoot, { recursive: true, force: true });
  }
}

await main();
