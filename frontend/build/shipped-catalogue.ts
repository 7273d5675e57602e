import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { sellableCatalogue, type Catalogue } from '../../shared/catalogue/catalogue.ts';
import type * as CatalogueFilesModule from '../../shared/catalogue/catalogue-files.ts';

/** The module the SPA imports its catalogue from. */
export const SHIPPED_CATALOGUE_MODULE = 'virtual:shipped-catalogue';
const RESOLVED_ID = `\0${SHIPPED_CATALOGUE_MODULE}`;

const CATALOGUE_FILES_MODULE = fileURLToPath(
  new URL('../../shared/catalogue/catalogue-files.ts', import.meta.url),
);

/**
 * The shipped catalogue, validated (schema, one version, known country codes) and resolved, with the
 * files it was read from; throws on malformed data. Loaded through Vite's module runner rather than
 * imported by this file, so that the Vite config stays plain ESM that Node can load (the domain's
 * modules import without extensions).
 */
export async function validatedShippedCatalogue(): Promise<{ catalogue: Catalogue; files: string[] }> {
  const { module, dependencies } = await runnerImport<typeof CatalogueFilesModule>(CATALOGUE_FILES_MODULE, {
    configFile: false,
  });
  return { catalogue: module.buildShippedCatalogue(), files: dependencies };
}

/** The module's code: JSON.parse of a string literal, which an engine loads faster than the same object literal. */
export function catalogueModuleCode(catalogue: Catalogue): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogue))});\n`;
}

/**
 * `virtual:shipped-catalogue`: the catalogue validated and its country codes resolved at build time,
 * so the browser loads neither zod nor ISO's country table (about 8 KB gzip) to show it, and only
 * what can be sold (`sellableCatalogue`: retired zones and inactive bundles were a third of the
 * home page's data). Malformed data fails the build; the dev server reloads the module when a data
 * file changes.
 */
export function shippedCatalogue(): Plugin {
  return {
    name: 'shop-shipped-catalogue',
    resolveId: (id) => (id === SHIPPED_CATALOGUE_MODULE ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { catalogue, files } = await validatedShippedCatalogue();
      for (const file of files) this.addWatchFile(file);
      return catalogueModuleCode(sellableCatalogue(catalogue));
    },
  };
}
