import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A process the runtime started, and a piece of its command line that proves a pid is still it. */
export interface RecordedProcess {
  pid: number;
  commandContains: string;
}

const FILE = 'processes.json';

function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
}

/** Remembers the child processes of this run in the data folder, until a clean stop forgets them. */
export function recordProcesses(dataDir: string, processes: RecordedProcess[]): void {
  writeFileSync(join(dataDir, FILE), JSON.stringify(processes));
}

export function forgetProcesses(dataDir: string): void {
  rmSync(join(dataDir, FILE), { force: true });
}

/**
 * Ends processes a previous run left behind when it was killed without a chance to stop them
 * (SIGKILL, a crashed terminal): a leftover DynamoDB Local would hold the data files. A pid is only
 * killed while its command line still matches, so a reused pid is never hit. Needs /proc (Linux);
 * elsewhere nothing is killed. Returns the pids it ended.
 */
export function stopStaleProcesses(dataDir: string): number[] {
  const file = join(dataDir, FILE);
  if (!existsSync(file)) return [];
  let recorded: RecordedProcess[] = [];
  try {
    recorded = JSON.parse(readFileSync(file, 'utf8')) as RecordedProcess[];
  } catch {
    // An unreadable record is no reason to refuse to start.
  }
  const ended: number[] = [];
  for (const { pid, commandContains } of recorded) {
    if (!commandLine(pid)?.includes(commandContains)) continue;
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, 'SIGKILL');
      } catch {
        // Not a group leader, or already gone.
      }
    }
    ended.push(pid);
  }
  forgetProcesses(dataDir);
  return ended;
}
