import type { ViteDevServer } from 'vite';

/** The modules the browser asks for first: Vite's client and the app's entry (frontend/index.html). */
export const DEV_ENTRY_MODULES = ['/@vite/client', '/src/main.tsx'] as const;

/** At most this many rounds: a round repeats only when the dependency optimizer re-bundled during it. */
const MAX_ROUNDS = 3;

/**
 * Compiles every module the app can load, from `entries` through their static and dynamic imports
 * (every route's page), as the first visit would one by one. Without it, the first visit after
 * `npm start` waits a blank page while hundreds of modules compile, and a dependency that only a
 * compiled module names makes Vite re-bundle the dependencies and reload the page under the
 * visitor. The optimizer's re-bundling (new dependencies found here) invalidates what was
 * compiled, so the walk repeats until a round leaves the dependencies as they were.
 *
 * Returns the module URLs compiled in the last round.
 */
export async function warmUpDevServer(
  server: ViteDevServer,
  entries: readonly string[] = DEV_ENTRY_MODULES,
): Promise<string[]> {
  const client = server.environments.client;
  const optimizer = client.depsOptimizer;
  let compiled: string[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const before = optimizer?.metadata.browserHash;
    compiled = await compileReachable(server, entries);
    await server.waitForRequestsIdle();
    // Dependencies found while compiling are bundled after the walk; wait for that bundle.
    await Promise.all(
      Object.values(optimizer?.metadata.discovered ?? {}).map((dependency) => dependency.processing),
    );
    if (optimizer?.metadata.browserHash === before) break;
  }
  return compiled;
}

/** Every module URL reachable from `entries`, each compiled once, a breadth of the graph at a time. */
async function compileReachable(server: ViteDevServer, entries: readonly string[]): Promise<string[]> {
  const client = server.environments.client;
  const optimizer = client.depsOptimizer;
  const seen = new Set<string>();
  let next = [...entries];
  while (next.length > 0) {
    const batch = next.filter((url) => !seen.has(url));
    for (const url of batch) seen.add(url);
    // A module that fails to compile fails the same way in the browser, which shows Vite's overlay.
    await Promise.all(batch.map((url) => client.transformRequest(url).catch(() => null)));
    const imported = await Promise.all(
      batch.map(async (url) => [...((await client.moduleGraph.getModuleByUrl(url))?.importedModules ?? [])]),
    );
    next = imported
      .flat()
      .map((module) => module.url)
      // A bundled dependency holds its own imports.
      .filter((url) => !seen.has(url) && !optimizer?.isOptimizedDepUrl(url));
  }
  return [...seen];
}
