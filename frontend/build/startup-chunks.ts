import { build, type InlineConfig, type Plugin, type PluginOption, type Rolldown } from 'vite';

const PLUGIN_NAME = 'shop-startup-chunks';

/** The module the entry loads once the prerendered page has painted; it loads the app in pieces. */
export const BOOT_MODULE_PATTERN = /[\\/]frontend[\\/]src[\\/]boot\.tsx$/;

/** What the chunking reads of a chunk of the build's output. */
export type ProbedChunk = Pick<Rolldown.OutputChunk, 'fileName' | 'isEntry' | 'moduleIds' | 'imports'>;

/**
 * The chunk each start-up module goes to, from the chunks of a build split automatically: the boot
 * module's chunk with the chunks it imports statically (`boot`), then each piece boot imports by
 * `import()`, in boot's order (`pieces`), with the chunks it imports statically that no earlier
 * piece took, named after the piece's file. Chunks the entry imports statically are left alone:
 * they run before the first paint and must stay as small as the bundler makes them. Empty when the
 * build has no boot module (another app, the server build).
 */
export function startupChunkOf(
  chunks: readonly ProbedChunk[],
  pieces: readonly string[],
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = new Map<string, string>();
  const boot = chunks.find((chunk) => chunk.moduleIds.some((id) => BOOT_MODULE_PATTERN.test(id)));
  if (!boot) return chunkOf;

  const taken = new Set<string>();
  const claim = (root: ProbedChunk | undefined, name: string) => {
    const pending = root ? [root] : [];
    while (pending.length > 0) {
      const chunk = pending.pop()!;
      if (taken.has(chunk.fileName)) continue;
      taken.add(chunk.fileName);
      if (name) for (const id of chunk.moduleIds) chunkOf.set(id, name);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) pending.push(imported);
      }
    }
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) claim(entry, '');
  claim(boot, 'boot');
  for (const piece of pieces) {
    // A piece's module may share a chunk with others (Chakra's theme does), so it is found by content.
    claim(
      chunks.find((candidate) => candidate.moduleIds.includes(piece)),
      pieceName(piece),
    );
  }
  return chunkOf;
}

/** `react-dom/client.js` → `client`, `src/config/theme.ts` → `theme`. */
function pieceName(moduleId: string): string {
  return (
    moduleId
      .split(/[\\/]/)
      .pop()!
      .replace(/\.[^.]*$/, '') || 'startup'
  );
}

/** The client build as configured, automatically split, not written: its chunks and boot's pieces. */
async function probe(config: InlineConfig): Promise<{ chunks: ProbedChunk[]; pieces: string[] }> {
  let pieces: string[] = [];
  const recordPieces: Plugin = {
    name: `${PLUGIN_NAME}-probe`,
    buildEnd() {
      const boot = [...this.getModuleIds()].find((id) => BOOT_MODULE_PATTERN.test(id));
      pieces = boot ? [...(this.getModuleInfo(boot)?.dynamicallyImportedIds ?? [])] : [];
    },
  };
  const output = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    plugins: [...withoutThisPlugin(config.plugins ?? []), recordPieces],
    build: { ...config.build, write: false, sourcemap: false, minify: false, manifest: false },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = outputs
    .flatMap((result) => result.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  return { chunks, pieces };
}

function withoutThisPlugin(plugins: PluginOption[]): PluginOption[] {
  return plugins
    .flat(Infinity as 1)
    .filter(
      (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === PLUGIN_NAME),
    );
}

/**
 * Puts the code every page runs at start into one chunk per piece that boot loads (React DOM,
 * Chakra's theme, the app, the router...), instead of the dozens of small chunks automatic splitting
 * makes of modules that later pages share in different combinations. Files compress apart: the same
 * code in 53 files was about 10 KB gzip more than in a handful, and each file was a request. Later
 * pages lose nothing: what they share with the start is already loaded.
 *
 * Which modules start-up runs is known only after tree shaking (a module imported through a barrel
 * such as `@chakra-ui/react` may contribute nothing), so the plugin first builds the app as
 * configured without writing it (a few seconds) and reads the start-up chunks of that build.
 */
export function startupChunks(): Plugin {
  return {
    name: PLUGIN_NAME,
    apply: 'build',
    async config(config, { isSsrBuild }) {
      if (isSsrBuild) return undefined;
      const { chunks, pieces } = await probe(config);
      const chunkOf = startupChunkOf(chunks, pieces);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id: string) => chunkOf.get(id) ?? null,
                    debugName: 'start-up pieces',
                    // A start-up chunk holds start-up code only; its modules' imports are start-up modules
                    // too, or the entry's.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
