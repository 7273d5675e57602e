import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * Child processes started by the local runtime. Each runs in its own process group so that a stop
 * also reaches whatever it forked; the `exit` hook is the safety net when the runtime dies without
 * stopping them (an uncaught error, `process.exit`).
 */
const running = new Set<ChildProcess>();

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child.pid, signal);
}

let exitHookInstalled = false;
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) killGroup(child, 'SIGKILL');
  });
}

export interface ServiceProcess {
  child: ChildProcess;
  pid: number;
  /** Recent output, for the error message when the service fails to come up. */
  output(): string;
  /** SIGTERM to the whole group, SIGKILL after `graceMs`; resolves once the process has exited. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts a long-running service process in its own process group. */
export function spawnService(command: string, args: string[], options: SpawnOptions): ServiceProcess {
  installExitHook();
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`Could not start ${command}`);
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  return {
    child,
    pid,
    output: () => output,
    async stop(graceMs = 3000) {
      if (child.exitCode === null && child.signalCode === null) {
        killGroup(child, 'SIGTERM');
        const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      // Whatever the service forked shares its group; it must not outlive it.
      signalGroup(pid, 'SIGKILL');
    },
  };
}
