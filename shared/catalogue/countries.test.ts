import { countryFromCode } from './countries';
import isoTable from './data/countries.json';
import { isoCountryTable } from './iso-country-table';

describe('countryFromCode', () => {
  it.each([
    ['FR', 'France', 'FRA', '🇫🇷'],
    ['de', 'Germany', 'DEU', '🇩🇪'],
    ['US', 'United States', 'USA', '🇺🇸'],
    ['KR', 'South Korea', 'KOR', '🇰🇷'],
    ['CN', 'China', 'CHN', '🇨🇳'],
    ['GB', 'United Kingdom', 'GBR', '🇬🇧'],
    ['ZA', 'South Africa', 'ZAF', '🇿🇦'],
  ])('%s is %s (%s) %s', (code, name, alpha3, flag) => {
    expect(countryFromCode(code)).toEqual({ name, alpha2: code.toUpperCase(), alpha3, flag });
  });

  it('refuses a code ISO 3166-1 does not know', () => {
    expect(() => countryFromCode('QQ')).toThrow('Unknown country code: QQ');
    expect(() => countryFromCode('FRA')).toThrow('Unknown country code: FRA');
    expect(() => countryFromCode('constructor')).toThrow('Unknown country code: constructor');
  });

  it('reads ISO 3166-1 as i18n-iso-countries has it (after an upgrade: npm run generate:countries)', () => {
    expect(isoTable).toEqual(isoCountryTable());
    // ISO 3166-1's 249 countries, and Kosovo (XK), which the library adds.
    expect(Object.keys(isoTable)).toHaveLength(250);
    expect(isoTable.XK).toEqual(['XKK', 'Kosovo']);
  });
});
