import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { sellableCatalogue, type Catalogue } from '../../shared/catalogue/catalogue.ts';
import type * as CatalogueFilesModule from '../../shared/catalogue/catalogue-files.ts';
import type * as CatalogueSchemaModule from '../../shared/api/catalogue.schema.ts';

/** The module the SPA imports its catalogue from. */
export const SHIPPED_CATALOGUE_MODULE = 'virtual:shipped-catalogue';
const RESOLVED_ID = `\0${SHIPPED_CATALOGUE_MODULE}`;

const CATALOGUE_FILES_MODULE = fileURLToPath(
  new URL('../../shared/catalogue/catalogue-files.ts', import.meta.url),
);
const CATALOGUE_SCHEMA_MODULE = fileURLToPath(
  new URL('../../shared/api/catalogue.schema.ts', import.meta.url),
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

/**
 * A stage's published catalogue (`PRERENDER_CATALOGUE_URL`, e.g. `https://shop.example/api/catalogue`),
 * validated as the API's answer, so a stage's build shows first what that stage sells rather than the
 * local seed's zones. Throws (failing the build) when it cannot be read.
 */
export async function stageCatalogue(url: string, fetcher: typeof fetch = fetch): Promise<Catalogue> {
  const { module } = await runnerImport<typeof CatalogueSchemaModule>(CATALOGUE_SCHEMA_MODULE, {
    configFile: false,
  });
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`The catalogue at ${url} answered ${response.status}`);
  return module.catalogueResponseSchema.parse(await response.json());
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
 * file changes. The shipped data is the catalogue a fresh local shop sells; a stage's build embeds
 * what that stage publishes instead when `PRERENDER_CATALOGUE_URL` names it. Either way the SPA shows
 * it first and then what the API answers.
 */
export function shippedCatalogue(): Plugin {
  return {
    name: 'shop-shipped-catalogue',
    resolveId: (id) => (id === SHIPPED_CATALOGUE_MODULE ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const stageUrl = process.env['PRERENDER_CATALOGUE_URL'];
      if (stageUrl) return catalogueModuleCode(sellableCatalogue(await stageCatalogue(stageUrl)));
      const { catalogue, files } = await validatedShippedCatalogue();
      for (const file of files) this.addWatchFile(file);
      return catalogueModuleCode(sellableCatalogue(catalogue));
    },
  };
}
