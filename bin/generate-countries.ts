/**
 * `npm run generate:countries`: writes the tables the shop keeps of i18n-iso-countries, after an
 * upgrade of the library (a test fails until it is done):
 * - shared/catalogue/data/countries.json, ISO 3166-1 as the library holds it;
 * - lambdas/assistant/data/place-names.json, the library's country names that the
 *   runtime's CLDR lacks, in the languages the assistant knows every name of, with the CLDR version
 *   they were compared against (run it on the Node.js the Lambdas run, or one with the same CLDR).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { libraryOnlyNames } from '../lambdas/assistant/library-place-names';
import { isoCountryTable } from '../shared/catalogue/iso-country-table';

/** Writes `value` as JSON, formatted as the repository's Prettier writes it. */
async function writeJson(path: string, value: unknown): Promise<string> {
  const file = fileURLToPath(new URL(path, import.meta.url));
  const options = { ...(await resolveConfig(file)), filepath: file };
  await writeFile(file, await format(JSON.stringify(value, null, 2), options));
  return file;
}

console.log(`Wrote ${await writeJson('../shared/catalogue/data/countries.json', isoCountryTable())}`);
const placeNames = { cldr: process.versions.cldr, names: libraryOnlyNames() };
const placeNamesFile = await writeJson('../lambdas/assistant/data/place-names.json', placeNames);
console.log(`Wrote ${placeNamesFile} (against CLDR ${placeNames.cldr})`);
