/**
 * `npm run generate:countries`: writes the tables the shop keeps of i18n-iso-countries, after an
 * upgrade of the library (a test fails until it is done):
 * - shared/catalogue/data/countries.json, ISO 3166-1 as the library holds it;
 * - lambdas/use-cases/assistant/data/place-names.json, the library's country names that the
 *   runtime's CLDR lacks, in the languages the assistant knows every name of, with the CLDR version
 *   they were compared against (run it on the Node.js the Lambdas run, or one with the same CLDR).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { libraryOnlyNames } from '../lambdas/use-cases/assistant/library-place-names';
import { isoCountryTable } from '../shared/catalogue/iso-country-table';

/** A JSON object with one entry per line, formatted as the repository's Prettier writes it. */
async function writeTable(path: string, table: Readonly<Record<string, readonly string[]>>): Promise<void> {
  const file = fileURLToPath(new URL(path, import.meta.url));
  const lines = Object.entries(table).map(
    ([key, values]) =>
      `  ${JSON.stringify(key)}: [${values.map((value) => JSON.stringify(value)).join(', ')}]`,
  );
  const options = { ...(await resolveConfig(file)), filepath: file };
  await writeFile(file, await format(`{\n${lines.join(',\n')}\n}\n`, options));
  console.log(`Wrote ${file}`);
}

await writeTable('../shared/catalogue/data/countries.json', isoCountryTable());
const placeNames = fileURLToPath(
  new URL('../lambdas/use-cases/assistant/data/place-names.json', import.meta.url),
);
const placeNamesText = JSON.stringify({ cldr: process.versions.cldr, names: libraryOnlyNames() });
await writeFile(
  placeNames,
  await format(placeNamesText, { ...(await resolveConfig(placeNames)), filepath: placeNames }),
);
console.log(`Wrote ${placeNames} (against CLDR ${process.versions.cldr})`);
