import { existsSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { parse, relative, resolve } from 'node:path';

/**
 * Deletes the local data folder. Refuses a folder that contains the repository or the home folder
 * (a DATA_DIR typo must not wipe the project); answers whether there was anything to delete.
 */
export function resetLocalData(dataDir: string, repositoryRoot: string): boolean {
  const target = resolve(dataDir);
  const contains = (outer: string, inner: string) => {
    const path = relative(outer, inner);
    return path === '' || (!path.startsWith('..') && !parse(path).root);
  };
  if (target === parse(target).root || contains(target, repositoryRoot) || contains(target, homedir())) {
    throw new Error(`Refusing to delete ${target}: DATA_DIR must be a folder of its own, such as .local`);
  }
  if (!existsSync(target)) return false;
  rmSync(target, { recursive: true, force: true });
  return true;
}
