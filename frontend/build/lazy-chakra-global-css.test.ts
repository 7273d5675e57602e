import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CHAKRA_SYSTEM_MODULE, rewriteChakraSystem } from './lazy-chakra-global-css';

const require = createRequire(import.meta.url);
const chakraDist = dirname(require.resolve('@chakra-ui/react'));
const systemModule = join(chakraDist, '..', 'esm', 'styled-system', 'system.js');

describe("the build's rewrite of Chakra's createSystem", () => {
  it('finds the installed Chakra module it rewrites', () => {
    expect(CHAKRA_SYSTEM_MODULE.test(systemModule)).toBe(true);
  });

  it('computes the global CSS when first read, not while the system is made', () => {
    const rewritten = rewriteChakraSystem(readFileSync(systemModule, 'utf8'));
    expect(rewritten).not.toContain('const _global = [');
    expect(rewritten).toContain('get _global()');
    // Still a module that parses (the build would otherwise fail far from the cause).
    expect(() => new Function(rewritten.replace(/^(import|export) .*$/gm, ''))).not.toThrow();
  });

  it('stops the build when an upgrade changed the code it expects', () => {
    expect(() => rewriteChakraSystem('function createSystem() { return { _global: [] }; }')).toThrow(
      /review the rewrite for this Chakra version/,
    );
  });
});
