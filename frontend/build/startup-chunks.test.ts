import { startupChunkOf, type ProbedChunk } from './startup-chunks';

const BOOT = '/repo/frontend/src/boot.tsx';
const THEME = '/repo/frontend/src/config/theme.ts';
const APP = '/repo/frontend/src/app/app.tsx';
const REACT_DOM = '/repo/node_modules/react-dom/client.js';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  isEntry = false,
): ProbedChunk => ({
  fileName,
  isEntry,
  moduleIds,
  imports,
});

/** A build split automatically, as the bundler does: start-up code scattered over shared chunks. */
const chunks = [
  chunk(
    'index.js',
    ['/repo/frontend/index.html', '/repo/frontend/src/main.tsx', '/repo/storage.ts'],
    [],
    true,
  ),
  chunk('boot.js', [BOOT], ['react.js', 'index.js']),
  chunk('react.js', ['/repo/node_modules/react/index.js']),
  chunk('client.js', [REACT_DOM], ['react.js']),
  // The theme's module shares a chunk with Chakra's system.
  chunk('theme.js', [THEME, '/repo/node_modules/chakra/system.js'], ['react.js', 'emotion.js']),
  chunk('emotion.js', ['/repo/node_modules/emotion/index.js']),
  chunk('app.js', [APP], ['box.js', 'theme.js', 'index.js']),
  chunk('box.js', ['/repo/node_modules/chakra/box.js'], ['emotion.js']),
  // Another page, and a fragment only it and a third page share.
  chunk('admin.js', ['/repo/frontend/src/app/routes/admin.tsx'], ['box.js', 'menu.js']),
  chunk('menu.js', ['/repo/node_modules/chakra/menu.js']),
];

describe('the chunk of each start-up module', () => {
  const chunkOf = startupChunkOf(chunks, [REACT_DOM, THEME, APP]);

  it('gives boot, and each piece it loads, one chunk with everything they import that no earlier one took', () => {
    expect(Object.fromEntries(chunkOf)).toEqual({
      [BOOT]: 'boot',
      '/repo/node_modules/react/index.js': 'boot',
      [REACT_DOM]: 'client',
      [THEME]: 'theme',
      '/repo/node_modules/chakra/system.js': 'theme',
      '/repo/node_modules/emotion/index.js': 'theme',
      [APP]: 'app',
      '/repo/node_modules/chakra/box.js': 'app',
    });
  });

  it("leaves the entry's modules, and what only later pages use, to the bundler", () => {
    expect(chunkOf.has('/repo/frontend/src/main.tsx')).toBe(false);
    expect(chunkOf.has('/repo/storage.ts')).toBe(false);
    expect(chunkOf.has('/repo/frontend/src/app/routes/admin.tsx')).toBe(false);
    expect(chunkOf.has('/repo/node_modules/chakra/menu.js')).toBe(false);
  });

  it('names nothing in a build without a boot module (another app, the server build)', () => {
    expect(
      startupChunkOf(
        chunks.filter((c) => c.fileName !== 'boot.js'),
        [REACT_DOM],
      ).size,
    ).toBe(0);
  });
});
