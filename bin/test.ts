/**
 * `npm test`: every check and every test tier, as CI runs them, in two lanes side by side so that
 * both cores stay busy: the tiers spend much of their time waiting (a browser, the stand-ins, the
 * pipeline's timers), and one after another they left a 2-core machine half idle. One lane runs the
 * static checks side by side (each is one process on one core), then unit, app and stack; the other
 * runs e2e, then integration, which together take about as much CPU time. A failure lets no further
 * step start in either lane. The lane without a terminal prints each step's output once the step
 * ends, so the two do not interleave. At the end it prints each step's time and the tests' totals.
 * `npm test -- unit app` runs only the named steps.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../infra/repo-root';

interface Step {
  name: string;
  command: string[];
  /** The package whose `bin/<command>` runs, when not the one `node_modules/.bin` links. */
  from?: string;
  /** Vitest's projects of this tier: its results are counted from Vitest's JSON report. */
  projects?: string[];
}

const CHECKS: Step[] = [
  // TypeScript 7's native compiler checks the project in a fifth of 5.9's time; 5.9 (`typescript`)
  // stays for the tools that use the compiler's JavaScript API (typescript-eslint's parser).
  { name: 'typecheck', command: ['tsc', '--noEmit', '-p', 'tsconfig.json'], from: 'typescript-native' },
  { name: 'eslint', command: ['eslint', '--max-warnings', '0', '.'] },
  { name: 'prettier', command: ['prettier', '--check', '--log-level', 'warn', '.'] },
];

const tier = (name: string, ...projects: string[]): Step => ({
  name,
  command: ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])],
  projects,
});

/** The tiers of `vitest.config.ts`, as the package's `test:*` scripts name them. */
const UNIT = tier('unit', 'unit', 'web', 'web-mocks');
const APP = tier('app', 'app');
const STACK = tier('stack', 'stack');
const INTEGRATION = tier('integration', 'integration');
const E2E = tier('e2e', 'e2e');
const TIERS: Step[] = [UNIT, APP, STACK, INTEGRATION, E2E];

/**
 * The two lanes, each a list of stages run one after another; a stage's steps run side by side.
 * Measured on 2 cores (CPU seconds): checks 137, unit 350, app 60, stack 40 | e2e 320, integration 330.
 */
const LANES: { stages: Step[][]; live: boolean }[] = [
  { stages: [CHECKS, [UNIT], [APP], [STACK]], live: true },
  { stages: [[E2E], [INTEGRATION]], live: false },
];

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
  passed?: number;
  failed?: number;
  skipped?: number;
}

const reportDir = mkdtempSync(join(tmpdir(), 'esim-shop-tests-'));

function run(step: Step, quiet: boolean): Promise<Outcome> {
  const started = performance.now();
  const report = join(reportDir, `${step.name}.json`);
  const args = step.projects
    ? [...step.command, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
    : step.command;
  return new Promise((resolve) => {
    const bin = step.from
      ? join(REPO_ROOT, 'node_modules', step.from, 'bin', args[0]!)
      : join(REPO_ROOT, 'node_modules', '.bin', args[0]!);
    const child = spawn(bin, args.slice(1), {
      cwd: REPO_ROOT,
      // A check's output is printed once it ends, so that checks run side by side do not interleave.
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      if (output.trim()) process.stdout.write(`\n[${step.name}]\n${output}`);
      const outcome: Outcome = {
        name: step.name,
        seconds: (performance.now() - started) / 1000,
        ok: code === 0,
      };
      if (step.projects) Object.assign(outcome, countsOf(report));
      resolve(outcome);
    });
  });
}

function countsOf(report: string): Pick<Outcome, 'passed' | 'failed' | 'skipped'> {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    };
  } catch {
    return {};
  }
}

function summary(outcomes: Outcome[], total: number): string {
  const rows = outcomes.map((o) => {
    const counts =
      o.passed === undefined ? '' : `  ${o.passed} passed, ${o.failed} failed, ${o.skipped} skipped`;
    return `  ${o.name.padEnd(12)} ${o.seconds.toFixed(0).padStart(5)} s  ${o.ok ? 'ok    ' : 'FAILED'}${counts}`;
  });
  const sum = (key: 'passed' | 'failed' | 'skipped') => outcomes.reduce((acc, o) => acc + (o[key] ?? 0), 0);
  return [
    '',
    'Times (two lanes side by side: the checks, unit, app and stack; e2e and integration):',
    ...rows,
    `  ${'total'.padEnd(12)} ${total.toFixed(0).padStart(5)} s`,
    '',
    `tests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`,
  ].join('\n');
}

async function main(): Promise<number> {
  const only = new Set(process.argv.slice(2));
  const wanted = (step: Step) => only.size === 0 || only.has(step.name);
  const unknown = [...only].filter((name) => ![...CHECKS, ...TIERS].some((s) => s.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown step ${unknown.join(', ')}; steps: ${[...CHECKS, ...TIERS].map((s) => s.name).join(', ')}`,
    );
    return 2;
  }
  const started = performance.now();
  const outcomes: Outcome[] = [];
  let failed = false;
  await Promise.all(
    LANES.map(async ({ stages, live }) => {
      for (const stage of stages) {
        const steps = stage.filter(wanted);
        if (failed) return;
        if (steps.length === 0) continue;
        // Several steps at once, or a lane beside another, print once each ends.
        const quiet = !live || steps.length > 1;
        const results = await Promise.all(steps.map((step) => run(step, quiet)));
        outcomes.push(...results);
        if (results.some((o) => !o.ok)) failed = true;
      }
    }),
  );
  const order = [...CHECKS, ...TIERS].map((step) => step.name);
  outcomes.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  console.log(summary(outcomes, (performance.now() - started) / 1000));
  rmSync(reportDir, { recursive: true, force: true });
  return outcomes.every((o) => o.ok) ? 0 : 1;
}

process.exitCode = await main();
