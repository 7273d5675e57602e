import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as RoutesModule from '../../shared/api/routes.ts';

/** The module the SPA's API client imports each route's area from. */
export const ROUTE_AREAS_MODULE = 'virtual:route-areas';
const RESOLVED_ID = `\0${ROUTE_AREAS_MODULE}`;

const ROUTES_MODULE = fileURLToPath(new URL('../../shared/api/routes.ts', import.meta.url));

/** Each route's area, read from the contract, with the files it was read from. */
export async function contractRouteAreas(): Promise<{ areas: Record<string, string>; files: string[] }> {
  const { module, dependencies } = await runnerImport<typeof RoutesModule>(ROUTES_MODULE, {
    configFile: false,
  });
  return { areas: module.routeAreas(), files: dependencies };
}

/**
 * `virtual:route-areas`: route id → the area that declares it, derived from the contract at build
 * time, so the client knows which area's schemas to load for a call without loading any schema, and
 * no list of routes is kept by hand beside the contract. The dev server reloads it when a routes file
 * changes.
 */
export function routeAreas(): Plugin {
  return {
    name: 'shop-route-areas',
    resolveId: (id) => (id === ROUTE_AREAS_MODULE ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { areas, files } = await contractRouteAreas();
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(areas)};\n`;
    },
  };
}
