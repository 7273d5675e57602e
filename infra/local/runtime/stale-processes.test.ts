import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordProcesses, stopStaleProcesses } from './stale-processes';

function idleProcess(marker: string): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', marker], { stdio: 'ignore' });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

describe('stopStaleProcesses', () => {
  it('ends a recorded process whose command line still matches, and spares one that does not', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stale-'));
    const leftover = idleProcess('DynamoDBLocal.jar-marker');
    const stranger = idleProcess('someone-else');
    try {
      recordProcesses(dataDir, [
        { pid: leftover.pid ?? 0, commandContains: 'DynamoDBLocal.jar-marker' },
        // The pid was reused by another program: its command line no longer matches.
        { pid: stranger.pid ?? 0, commandContains: 'cognito-local' },
      ]);
      expect(stopStaleProcesses(dataDir)).toEqual([leftover.pid]);
      await exited(leftover);
      expect(leftover.signalCode).toBe('SIGKILL');
      expect(stranger.exitCode).toBeNull();
      expect(stranger.signalCode).toBeNull();
      expect(existsSync(join(dataDir, 'processes.json'))).toBe(false);
    } finally {
      leftover.kill('SIGKILL');
      stranger.kill('SIGKILL');
    }
  });

  it('does nothing when the previous run stopped cleanly', () => {
    expect(stopStaleProcesses(mkdtempSync(join(tmpdir(), 'stale-')))).toEqual([]);
  });
});
