import { ISO_COUNTRY_CODES, isoEnglishName } from '../../shared/catalogue/countries';
import placeNames from './data/place-names.json';

/**
 * The languages whose country names a traveller may write: those i18n-iso-countries has names in (ISO
 * 639-1). The names come from the Unicode CLDR data of the runtime's ICU (`Intl.DisplayNames`; every
 * Node.js build has full ICU), so the function carries none of them (the library's would be 709 KB of
 * it); a language the runtime's ICU lacks is skipped.
 */
export const PLACE_NAME_LANGUAGES: readonly string[] = (
  'af am ar az be bg bn br bs ca cs cy da de dv el en es et eu fa fi fr ga gl ha he hi hr hu hy id ' +
  'is it ja ka kk km ko ku ky lt lv mk ml mn mr ms mt nb nl nn no pl ps pt ro ru sd sk sl so sq sr ' +
  'sv sw ta tg th tk tr tt ug uk ur uz vi zh'
).split(' ');

/**
 * The languages the shop's visitors write most. In these, every name i18n-iso-countries has is known
 * too: CLDR has one standard and one short name per country, the library also older and official
 * ones ("Großbritannien", "Tschechische Republik", "阿联酋"). Those the CLDR lacks are kept in
 * `data/place-names.json`, written by `npm run generate:countries` with the CLDR version it compared
 * against; a test fails while one is missing.
 */
export const ALL_NAMES_LANGUAGES: readonly string[] = 'en de fr es it pt nl pl ru zh ja ko tr ar'.split(' ');

/**
 * The countries CLDR gives a short form in some language ("Hong Kong" for "Hong Kong SAR China", "UK",
 * "Palestine"); a test holds the list to the runtime's CLDR. Asking only for these halves the lookups.
 */
export const SHORT_FORM_CODES: readonly string[] = [
  'BA',
  'CC',
  'GB',
  'HK',
  'KR',
  'MM',
  'MO',
  'PN',
  'PS',
  'SA',
  'US',
];

type CountryName = [code: string, name: string];

/** Each country's names in `language` from CLDR: the standard and short forms ("United Kingdom", "UK"). */
export function* cldrCountryNames(language: string): Generator<CountryName> {
  if (Intl.DisplayNames.supportedLocalesOf([language]).length === 0) return;
  const styles = [
    ['long', ISO_COUNTRY_CODES],
    ['short', SHORT_FORM_CODES],
  ] as const;
  for (const [style, codes] of styles) {
    const names = new Intl.DisplayNames([language], { type: 'region', style, fallback: 'none' });
    for (const code of codes) {
      const name = names.of(code);
      if (name) yield [code, name];
    }
  }
}

function* isoEnglishNames(): Generator<CountryName> {
  for (const code of ISO_COUNTRY_CODES) yield [code, isoEnglishName(code)!];
}

function* tableNames(): Generator<CountryName> {
  for (const [code, names] of Object.entries(placeNames.names as Record<string, string[]>)) {
    for (const name of names) yield [code, name];
  }
}

function* cldrNames(): Generator<CountryName> {
  for (const language of PLACE_NAME_LANGUAGES) yield* cldrCountryNames(language);
}

/** The names the runtime gives without the table: ISO's English short names, then CLDR's. */
export function* runtimeCountryNames(): Generator<CountryName> {
  yield* isoEnglishNames();
  yield* cldrNames();
}

/**
 * Every country name the assistant reads, as [alpha-2 code, name]: the ISO English short names, the
 * library's names CLDR lacks, then CLDR's in each of PLACE_NAME_LANGUAGES.
 */
export function* countryNames(): Generator<CountryName> {
  yield* isoEnglishNames();
  yield* tableNames();
  yield* cldrNames();
}
