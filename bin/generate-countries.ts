/**
 * `npm run generate:countries`: writes shared/catalogue/data/countries.json, ISO 3166-1 as
 * i18n-iso-countries holds it, after an upgrade of the library (a test fails until it is done).
 */
import { writeFile } from 'node:fs/promises';
import { isoCountryTable } from '../shared/catalogue/iso-country-table';

const file = new URL('../shared/catalogue/data/countries.json', import.meta.url);
// One country per line, as Prettier writes it.
const lines = Object.entries(isoCountryTable()).map(
  ([alpha2, entry]) =>
    `  ${JSON.stringify(alpha2)}: [${entry.map((part) => JSON.stringify(part)).join(', ')}]`,
);
await writeFile(file, `{\n${lines.join(',\n')}\n}\n`);
console.log(`Wrote ${file.pathname}`);
