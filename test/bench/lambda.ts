/**
 * Each Lambda's code as the stack bundles it (`bundleFunction`, which the stack's functions build with),
 * its cold import time in a fresh Node process, and the source maps: what the stages deploy and
 * what a stage that asks for maps would carry. Beside the floor: the handler plumbing alone.
 */
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import {
  LAMBDA_BUDGET_BYTES,
  SHOP_FUNCTION_ENTRIES,
  scratchBundleDir,
} from '../../infra/stack/function-bundles';
import { bundleFunction } from '../../infra/stack/function-bundling';
import { STAGE_NAMES, stageConfig } from '../../infra/stack/stage-config';
import { kb, median, ms, type Row } from './report';

const FLOOR_ENTRY = 'test/bench/floor/lambda-floor.handler.ts';
const run = promisify(execFile);

interface Bundle {
  name: string;
  code: number;
  map: number;
  importMs: number;
}

/**
 * Milliseconds to import the bundle in a fresh Node process (median of `times`), as a cold start does:
 * the bundle sits inside node_modules, so the AWS SDK it leaves external is loaded from there, as the
 * runtime loads its own copy.
 */
async function importTime(file: string, times: number): Promise<number> {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env['PATH'], AWS_REGION: 'eu-west-1', POWERTOOLS_SERVICE_NAME: 'bench' },
    });
    samples.push(Number(stdout.trim()));
  }
  return median(samples);
}

export async function lambdaSection(options: {
  imports: number;
  log: (line: string) => void;
}): Promise<Row[]> {
  const outRoot = await scratchBundleDir('bench');
  const measure = async (name: string, entry: string): Promise<Bundle> => {
    const outDir = join(outRoot, name.replace(/\W+/g, '-'));
    const { code, map, file } = await bundleFunction(entry, outDir);
    return { name, code, map, importMs: await importTime(file, options.imports) };
  };
  try {
    const floor = await measure('floor', FLOOR_ENTRY);
    const bundles: Bundle[] = [];
    for (const { name, entry } of SHOP_FUNCTION_ENTRIES) {
      const measured = await measure(name, entry);
      options.log(`  ${name}: ${kb(measured.code)}, import ${ms(measured.importMs)}`);
      bundles.push(measured);
    }
    bundles.sort((a, b) => b.code - a.code);
    const rows: Row[] = [
      {
        section: 'lambda',
        what: 'floor: the handler plumbing alone',
        measured: `${kb(floor.code)} · import ${ms(floor.importMs)}`,
        reference: "middy, middlewares, logger, one area's route contracts; no adapter",
        value: floor.code,
        unit: 'bytes',
      },
      ...bundles.map((b) => ({
        section: 'lambda' as const,
        what: b.name,
        measured: `${kb(b.code)} · import ${ms(b.importMs)}`,
        reference: `goal ≤ ${kb(LAMBDA_BUDGET_BYTES)} before maps`,
        ok: b.code <= LAMBDA_BUDGET_BYTES,
        value: b.code,
        unit: 'bytes',
      })),
    ];
    const totalMaps = bundles.reduce((sum, b) => sum + b.map, 0);
    const total = bundles.reduce((sum, b) => sum + b.code, 0);
    const deploysMaps = STAGE_NAMES.filter((stage) => stageConfig(stage).lambdaSourceMaps);
    rows.push(
      {
        section: 'lambda',
        what: `all ${bundles.length} functions, code`,
        measured: `${(total / 1024 / 1024).toFixed(2)} MB`,
        reference: `median ${kb(median(bundles.map((b) => b.code)))} · import median ${ms(median(bundles.map((b) => b.importMs)))}`,
        value: total,
        unit: 'bytes',
      },
      {
        section: 'lambda',
        what: 'source maps deployed',
        measured:
          deploysMaps.length === 0
            ? '0 MB'
            : `${(totalMaps / 1024 / 1024).toFixed(2)} MB (${deploysMaps.join(', ')})`,
        reference: `kept out unless a stage asks (lambdaSourceMaps); with maps: ${(totalMaps / 1024 / 1024).toFixed(2)} MB`,
        ok: deploysMaps.length === 0,
        value: deploysMaps.length === 0 ? 0 : totalMaps,
        unit: 'bytes',
      },
    );
    return rows;
  } finally {
    await rm(outRoot, { recursive: true, force: true });
  }
}
