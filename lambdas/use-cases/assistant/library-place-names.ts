// Not bundled into any function: the generator and the tests read the library's names through it.
import isoCountries from 'i18n-iso-countries';
import { foldText } from './destinations';
import { ALL_NAMES_LANGUAGES, cldrCountryNames, PLACE_NAME_LANGUAGES } from './place-names';

/** Every name i18n-iso-countries has for each country in ALL_NAMES_LANGUAGES, as [code, name]. */
export function* libraryCountryNames(): Generator<[code: string, name: string]> {
  for (const language of ALL_NAMES_LANGUAGES) {
    for (const [code, names] of Object.entries(isoCountries.getNames(language, { select: 'all' }))) {
      for (const name of names) yield [code, name];
    }
  }
}

/**
 * What `data/place-names.json` holds: the library's names in ALL_NAMES_LANGUAGES that neither CLDR (in
 * any of PLACE_NAME_LANGUAGES) nor ISO's English name gives for the same country, once each when
 * folded, by code.
 */
export function libraryOnlyNames(): Record<string, string[]> {
  const known = new Set<string>();
  for (const language of PLACE_NAME_LANGUAGES) {
    for (const [code, name] of cldrCountryNames(language)) known.add(`${code} ${foldText(name)}`);
  }
  for (const [code] of Object.entries(isoCountries.getAlpha2Codes())) {
    known.add(`${code} ${foldText(isoCountries.getName(code, 'en')!)}`);
  }
  const only: Record<string, string[]> = {};
  for (const [code, name] of libraryCountryNames()) {
    const key = `${code} ${foldText(name)}`;
    if (known.has(key)) continue;
    known.add(key);
    (only[code] ??= []).push(name);
  }
  return Object.fromEntries(Object.entries(only).sort(([a], [b]) => a.localeCompare(b)));
}
