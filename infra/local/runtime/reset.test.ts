import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetLocalData } from './reset';

describe('resetLocalData', () => {
  it('wipes the data folder and says whether there was one', () => {
    const repo = mkdtempSync(join(tmpdir(), 'repo-'));
    const data = join(repo, '.local');
    mkdirSync(join(data, 'dynamodb'), { recursive: true });
    writeFileSync(join(data, 'dynamodb', 'shared-local-instance.db'), 'x');
    expect(resetLocalData(data, repo)).toBe(true);
    expect(existsSync(data)).toBe(false);
    expect(existsSync(repo)).toBe(true);
    expect(resetLocalData(data, repo)).toBe(false);
  });

  it.each([
    ['the repository itself', (repo: string) => repo],
    ['a parent of the repository', (repo: string) => join(repo, '..')],
    ['the home folder', () => homedir()],
    ['the file system root', () => '/'],
  ])('refuses to delete %s', (_label, target) => {
    const repo = mkdtempSync(join(tmpdir(), 'repo-'));
    expect(() => resetLocalData(target(repo), repo)).toThrow('Refusing to delete');
    expect(existsSync(repo)).toBe(true);
  });
});
