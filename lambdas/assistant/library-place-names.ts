// Not bundled into any function: the generator and the tests read the library's names through it.
import isoCountries from 'i18n-iso-countries';
import { foldText } from '../../shared/catalogue/destination-search';
import { ALL_NAMES_LANGUAGES, runtimeCountryNames } from './place-names';

/** Every name i18n-iso-countries has for each country in ALL_NAMES_LANGUAGES, as [code, name]. */
export function* libraryCountryNames(): Generator<[code: string, name: string]> {
  for (const language of ALL_NAMES_LANGUAGES) {
    for (const [code, names] of Object.entries(isoCountries.getNames(language, { select: 'all' }))) {
      for (const name of names) yield [code, name];
    }
  }
}

/** A country's name as the index compares it: its code and the folded name. */
export const nameKey = (code: string, name: string) => `${code} ${foldText(name)}`;

/**
 * What `data/place-names.json` holds: the library's names in ALL_NAMES_LANGUAGES that neither CLDR (in
 * any of PLACE_NAME_LANGUAGES) nor ISO's English name gives for the same country, once each when
 * folded, by code.
 */
export function libraryOnlyNames(): Record<string, string[]> {
  const known = new Set([...runtimeCountryNames()].map(([code, name]) => nameKey(code, name)));
  const only: Record<string, string[]> = {};
  for (const [code, name] of libraryCountryNames()) {
    const key = nameKey(code, name);
    if (known.has(key)) continue;
    known.add(key);
    (only[code] ??= []).push(name);
  }
  return Object.fromEntries(Object.entries(only).sort(([a], [b]) => a.localeCompare(b)));
}
