import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../repo-root';
import { SHOP_FUNCTION_ENTRIES } from './function-bundles';

describe('the functions the Lambda budget weighs', () => {
  it('are every function the stack deploys, each once, each from a handler module that exists', () => {
    const names = SHOP_FUNCTION_ENTRIES.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['route chat', 'route create-checkout', 'pipeline load-order']),
    );
    for (const { entry } of SHOP_FUNCTION_ENTRIES) expect(existsSync(path.join(REPO_ROOT, entry))).toBe(true);
  });
});
