// ISO 3166-1 as i18n-iso-countries holds it, written by `npm run generate:countries` (see
// iso-country-table.ts): the Lambdas carry the table, not the library. The browser never loads it:
// its catalogue is resolved at build time.
import isoTable from './data/countries.json';
import { flagEmoji } from './destination-mark';
import type { IsoCountryTable } from './iso-country-table';

const ISO_COUNTRIES: IsoCountryTable = isoTable as unknown as IsoCountryTable;

export type Country = { name: string; alpha2: string; alpha3: string; flag: string };

/**
 * Where the ISO name reads like a treaty ("Korea, Republic of", "People's Republic of China"), the
 * shop shows the name travellers search for. Every other country keeps its ISO English short name.
 */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  BN: 'Brunei',
  CI: "Côte d'Ivoire",
  CN: 'China',
  CZ: 'Czechia',
  FM: 'Micronesia',
  GM: 'Gambia',
  IR: 'Iran',
  KR: 'South Korea',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  PS: 'Palestine',
  RU: 'Russia',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
};

/** Every ISO 3166-1 alpha-2 code, in the table's order. */
export const ISO_COUNTRY_CODES: readonly string[] = Object.keys(ISO_COUNTRIES);

/** The table's entry for a code, or undefined for a code ISO does not have. */
const isoEntry = (alpha2: string) =>
  Object.hasOwn(ISO_COUNTRIES, alpha2) ? ISO_COUNTRIES[alpha2] : undefined;

/** The ISO English short name of a code (e.g. "Korea, Republic of"), or undefined for a code ISO does not have. */
export function isoEnglishName(alpha2: string): string | undefined {
  return isoEntry(alpha2)?.[1];
}

/** The country with this ISO alpha-2 code; throws for a code ISO 3166-1 does not know. */
export function countryFromCode(alpha2: string): Country {
  const code = alpha2.trim().toUpperCase();
  const iso = isoEntry(code);
  if (!iso) throw new Error(`Unknown country code: ${alpha2}`);
  const [alpha3, isoName] = iso;
  return { name: DISPLAY_NAMES[code] ?? isoName, alpha2: code, alpha3, flag: flagEmoji(code) };
}
