// The library's own entry with English alone, as the table needs no other language.
import isoCountries from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json';

isoCountries.registerLocale(en);

/** Each ISO 3166-1 country by its alpha-2 code: its alpha-3 code and ISO English short name. */
export type IsoCountryTable = Readonly<Record<string, readonly [alpha3: string, name: string]>>;

/**
 * ISO 3166-1 as i18n-iso-countries holds it, in the shape of `data/countries.json`: the Lambdas and
 * the build read that file, so that no function carries the library (about 17 KB of each bundle, with
 * its accent folding). `npm run generate:countries` writes it again; a test holds the two together.
 */
export function isoCountryTable(): IsoCountryTable {
  const codes = Object.keys(isoCountries.getAlpha2Codes()).sort();
  return Object.fromEntries(
    codes.map((alpha2) => [
      alpha2,
      [isoCountries.alpha2ToAlpha3(alpha2)!, isoCountries.getName(alpha2, 'en')!],
    ]),
  );
}
