import { readdirSync, readFileSync } from 'node:fs';

/** True while a process with this id exists (and is not a zombie). */
export function isProcessAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 3, after the parenthesised command name, is the state; Z is a zombie awaiting its parent.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Every live descendant of `root` (children, grandchildren, ...), read from /proc. */
export function descendantPids(root = process.pid): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z') continue;
      parentOf.set(Number(entry), Number(fields[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const frontier = [root];
  while (frontier.length > 0) {
    const parent = frontier.pop();
    for (const [pid, ppid] of parentOf) {
      if (ppid === parent) {
        found.push(pid);
        frontier.push(pid);
      }
    }
  }
  return found;
}
