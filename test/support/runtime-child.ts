import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../infra/repo-root';

export interface RuntimeInfo {
  /** The shop's own origin (the dev server); null unless started with RUNTIME_SPA=dev. */
  shopUrl: string | null;
  apiUrl: string;
  cognito: { endpoint: string; userPoolId: string; clientId: string };
  stripeStandinUrl: string | null;
  mailViewerUrl: string;
  esimProviderUrl: string;
  dataDir: string;
}

export interface RuntimeChild {
  info: RuntimeInfo;
  pid: number;
  /** How often this process logged a line containing `text` (e.g. the sweeper's 'Resuming order fulfilment'). */
  logged(text: string): number;
  /** SIGKILL: no cleanup at all, as when a machine or a terminal dies. */
  kill(): Promise<void>;
  /** SIGTERM: a clean stop. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Starts `test/support/runtime-process.ts` with `env` on top of this process's environment and waits
 * for its address line. Its output is drained (and kept for the error when it fails to start).
 */
export async function startRuntimeChild(
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<RuntimeChild> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'test/support/runtime-process.ts')],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const counts = new Map<string, number>();
  const watched = ['Resuming order fulfilment'];
  const info = await new Promise<RuntimeInfo>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The runtime did not start in time:\n${output.slice(-2000)}`)),
      timeoutMs,
    );
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('RUNTIME ')) {
          clearTimeout(timer);
          resolve(JSON.parse(line.slice('RUNTIME '.length)) as RuntimeInfo);
        } else {
          for (const text of watched) if (line.includes(text)) counts.set(text, (counts.get(text) ?? 0) + 1);
          if (output.length < 200_000) output += `${line}\n`;
        }
      }
    });
    let pendingErr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      pendingErr += chunk.toString('utf8');
      const lines = pendingErr.split('\n');
      pendingErr = lines.pop() ?? '';
      for (const line of lines) {
        for (const text of watched) if (line.includes(text)) counts.set(text, (counts.get(text) ?? 0) + 1);
        if (output.length < 200_000) output += `${line}\n`;
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(`The runtime exited (${code ?? signal}) before it was ready:\n${output.slice(-2000)}`),
      );
    });
  });
  return {
    info,
    pid: child.pid!,
    logged: (text) => counts.get(text) ?? 0,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** Every mail the SES stand-in accepted in this data folder, across restarts (`mail-log.jsonl`). */
export function acceptedMail(dataDir: string): { at: number; to: string; subject: string }[] {
  try {
    return readFileSync(join(dataDir, 'mail-log.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { at: number; to: string; subject: string });
  } catch {
    return [];
  }
}

/** Allocation requests per custom reference the eSIM simulator received in this data folder, across restarts. */
export function allocationRequests(dataDir: string): Record<string, number> {
  try {
    const state = JSON.parse(readFileSync(join(dataDir, 'esim-simulator.json'), 'utf8')) as {
      profiles: Record<string, { allocationRequests?: number }>;
    };
    return Object.fromEntries(
      Object.entries(state.profiles).map(([reference, p]) => [reference, p.allocationRequests ?? 1]),
    );
  } catch {
    return {};
  }
}

/**
 * A runtime over one data folder of this test file's own, started (and started again after a stop or
 * a kill) as a child process: the folder is made before the file's tests and removed after them,
 * with the last runtime stopped. `settings` are runtime variables beside the free ports and folder.
 */
export function restartableRuntime(prefix: string, settings: Record<string, string>) {
  let dataDir = '';
  let current: RuntimeChild | null = null;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    await current?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get dataDir() {
      return dataDir;
    },
    async start(): Promise<RuntimeChild> {
      current = await startRuntimeChild({ SHOP_PORT: '0', API_PORT: '0', DATA_DIR: dataDir, ...settings });
      return current;
    },
  };
}
