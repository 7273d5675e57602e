/**
 * `tsx infra/stack/bundle-function-main.ts <entry> <outDir> <none|linked>`: bundles one function for
 * its CDK asset (LocalFunctionBundling).
 */
import { bundleFunction, type SourceMaps } from './function-bundling';

const [entry, outDir, sourceMaps] = process.argv.slice(2);
if (!entry || !outDir || (sourceMaps !== 'none' && sourceMaps !== 'linked')) {
  console.error('usage: bundle-function-main.ts <entry> <outDir> <none|linked>');
  process.exit(2);
}
await bundleFunction(entry, outDir, sourceMaps as SourceMaps);
