import isoCountries from 'i18n-iso-countries';
import { libraryCountryNames, nameKey } from './library-place-names';
import placeNames from './data/place-names.json';
import { ISO_COUNTRY_CODES } from '../../shared/catalogue/countries';
import { cldrCountryNames, countryNames, PLACE_NAME_LANGUAGES, SHORT_FORM_CODES } from './place-names';

/**
 * Whether this runtime has the CLDR the table was compared against. On another one (an older or newer
 * Node.js), a few names may have moved between CLDR and the table until `npm run generate:countries`
 * runs on it, so the tests below allow that few and say so.
 */
const SAME_CLDR = process.versions.cldr === placeNames.cldr;
const CLDR_DRIFT = SAME_CLDR ? 0 : 0.02;

const pairs = (names: Iterable<[string, string]>) =>
  new Set([...names].map(([code, name]) => nameKey(code, name)));

describe("the assistant's country names", () => {
  it('knows every name i18n-iso-countries has in the languages the shop reads in full', () => {
    const known = pairs(countryNames());
    const library = pairs(libraryCountryNames());
    const missing = [...library].filter((pair) => !known.has(pair));
    // The library or the runtime's CLDR (Node.js's ICU) changed: `npm run generate:countries` writes the table again.
    expect(missing.length, `missing: ${missing.slice(0, 20).join(', ')}`).toBeLessThanOrEqual(
      library.size * CLDR_DRIFT,
    );
  });

  it("holds only the library's own names in its table", () => {
    const library = pairs(libraryCountryNames());
    for (const [code, names] of Object.entries(placeNames.names as Record<string, string[]>)) {
      for (const name of names) expect(library).toContain(nameKey(code, name));
    }
  });

  it("reads CLDR's standard and short names from the runtime in the library's languages", () => {
    expect(PLACE_NAME_LANGUAGES).toEqual(isoCountries.langs().slice().sort());
    const german = new Map([...cldrCountryNames('de')].map(([code, name]) => [name, code]));
    expect(german.get('Vereinigtes Königreich')).toBe('GB');
    expect(german.get('Spanien')).toBe('ES');
    const welsh = new Map([...cldrCountryNames('cy')].map(([code, name]) => [name, code]));
    expect(welsh.get('Sbaen')).toBe('ES');
    expect([...cldrCountryNames('xx-unknown')]).toEqual([]);
  });

  it('asks for the short form of every country that has one in CLDR', () => {
    const withShortForm = new Set<string>();
    for (const language of PLACE_NAME_LANGUAGES) {
      if (Intl.DisplayNames.supportedLocalesOf([language]).length === 0) continue;
      const long = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
      const short = new Intl.DisplayNames([language], { type: 'region', style: 'short', fallback: 'none' });
      for (const code of ISO_COUNTRY_CODES) if (long.of(code) !== short.of(code)) withShortForm.add(code);
    }
    const unasked = [...withShortForm].filter((code) => !SHORT_FORM_CODES.includes(code));
    expect(unasked.length).toBeLessThanOrEqual(SAME_CLDR ? 0 : 2);
    expect(new Map([...cldrCountryNames('en')].map(([code, name]) => [name, code])).get('Hong Kong')).toBe(
      'HK',
    );
  });
});
